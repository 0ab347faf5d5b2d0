import { beforeEach, describe, expect, it } from 'vitest';
import { GetProvinceResponse, GetProvincesResponse } from '../../src/generated/zod/provinces/provinces.zod';
import { UploadProfileImageResponse } from '../../src/generated/zod/user/user.zod';
import { DEMO_STUDENT } from '../db/demo';
import { resetDb } from '../db/store';
import { call, login, multipart } from './test-support';
import { MAX_IMAGE_BYTES, UPLOAD_ERRORS } from './upload';

beforeEach(async () => {
  await resetDb();
});

const form = (file: { name: string; type: string; bytes: Uint8Array }, userId: number) =>
  multipart({ file, userId: String(userId) });

describe('profile image upload', () => {
  it('stores a photo, serves it and puts it on the profile', async () => {
    const { token, userId } = await login(DEMO_STUDENT.username);
    const png = { name: 'ben.png', type: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) };
    const result = await call('POST', '/v1/user/upload/profileImage', {
      token,
      multipart: form(png, userId),
    });
    const body = UploadProfileImageResponse.parse(result.body);
    expect(body.data).toMatch(/^\/mock-media\/uploads\/61-/);
    expect(body.profileImageUrl).toBe(body.data);
    const image = await fetch(new URL(body.data!, location.href));
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(
      (await call<{ data: { profileImageUrl: string } }>('GET', '/v1/user/me', { token })).body.data
        .profileImageUrl,
    ).toBe(body.data);
  });

  it('records what it received (bytes and the pixels of the header) at /mock-media/received-uploads', async () => {
    const { token, userId } = await login(DEMO_STUDENT.username);
    // An 8 × 8 PNG's signature and header: the size is read from these bytes, nothing decodes them.
    const header = [137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 8, 0, 0, 0, 8];
    const png = {
      name: 'kare.png',
      type: 'image/png',
      bytes: new Uint8Array([...header, ...new Array(16).fill(0)]),
    };
    const result = await call<{ data: string }>('POST', '/v1/user/upload/profileImage', {
      token,
      multipart: form(png, userId),
    });
    const received = (await call<{ url: string }[]>('GET', '/mock-media/received-uploads')).body;
    expect(received.at(-1)).toEqual({
      url: result.body.data,
      userId,
      name: 'kare.png',
      type: 'image/png',
      size: 40,
      width: 8,
      height: 8,
    });
  });

  it('checks type and size on the server with the spec texts', async () => {
    const { token, userId } = await login(DEMO_STUDENT.username);
    const pdf = { name: 'cv.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('%PDF') };
    expect(
      await call('POST', '/v1/user/upload/profileImage', { token, multipart: form(pdf, userId) }),
    ).toMatchObject({
      status: 400,
      body: { success: false, message: UPLOAD_ERRORS.type },
    });
    const huge = { name: 'buyuk.jpg', type: 'image/jpeg', bytes: new Uint8Array(MAX_IMAGE_BYTES + 1) };
    expect(
      await call('POST', '/v1/user/upload/profileImage', { token, multipart: form(huge, userId) }),
    ).toMatchObject({
      status: 413,
      body: { success: false, message: UPLOAD_ERRORS.size },
    });
    expect(
      (await call('POST', '/v1/user/upload/profileImage', { multipart: form(huge, userId) })).status,
    ).toBe(401);
  });
});

describe('pictures and provinces', () => {
  it('renders seeded avatars locally as SVG', async () => {
    const response = await fetch(new URL('/mock-media/avatars/zeynepcelik.svg', location.href));
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg/);
  });

  it('serves the 81 provinces and one province with its districts', async () => {
    const list = GetProvincesResponse.parse(
      (await call('GET', 'https://api.turkiyeapi.dev/v1/provinces?fields=id,name')).body,
    );
    expect(list).toMatchObject({ status: 'OK' });
    expect(list.data).toHaveLength(81);
    const istanbul = GetProvinceResponse.parse(
      (await call('GET', 'https://api.turkiyeapi.dev/v1/provinces/34')).body,
    ).data;
    expect(istanbul.name).toBe('İstanbul');
    expect(istanbul.districts.map((d) => d.name)).toContain('Kadıköy');
    expect(new Set(istanbul.districts.map((d) => d.id)).size).toBe(istanbul.districts.length);
    expect(await call('GET', 'https://api.turkiyeapi.dev/v1/provinces/99')).toMatchObject({
      status: 404,
      body: { status: 'ERROR' },
    });
  });
});
