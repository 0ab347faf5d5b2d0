import { createAvatar } from '@dicebear/core';
import { notionists } from '@dicebear/collection';
import { http, HttpResponse } from 'msw';
import { findUpload, receivedUploads } from '../db/media';

/*
 * Pictures served by the mock itself, so no profile photo needs the internet: DiceBear avatars rendered from
 * their seed, and photos uploaded in this session (an upload that did not survive a reload falls back to an
 * avatar). Not part of the API contract, hence plain `http.get`.
 */
const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0db'];
const svgCache = new Map<string, string>();

function avatar(seed: string): Response {
  let svg = svgCache.get(seed);
  if (!svg) {
    svg = createAvatar(notionists, { seed, size: 256, backgroundColor: BACKGROUNDS }).toString();
    svgCache.set(seed, svg);
  }
  return new HttpResponse(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
}

const seedOf = (file: string) => decodeURIComponent(file).replace(/\.[a-z]+$/i, '');

export const mediaHandlers = [
  http.get('*/mock-media/avatars/:file', ({ params }) => avatar(seedOf(String(params.file)))),
  // What the upload handler received (bytes, pixels), for e2e tests to assert what the browser sent.
  http.get('*/mock-media/received-uploads', () => HttpResponse.json(receivedUploads())),
  http.get('*/mock-media/uploads/:file', ({ params }) => {
    const upload = findUpload(String(params.file));
    if (!upload) return avatar(seedOf(String(params.file)));
    return new HttpResponse(upload.bytes, { headers: { 'Content-Type': upload.type } });
  }),
];
