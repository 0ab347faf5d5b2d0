import { describe, expect, it } from 'vitest';
import { profileTarget, targetKey } from './profile-target';

describe('profileTarget', () => {
  it('reads /profile/id/:userId as an id, and nothing else', () => {
    expect(profileTarget({ userId: '7' })).toEqual({ by: 'id', id: 7 });
    expect(profileTarget({ userId: 'abc' })).toBeNull();
    expect(profileTarget({ userId: '7a' })).toBeNull();
    expect(profileTarget({ userId: '-7' })).toBeNull();
    expect(profileTarget({ userId: '99999999999999999999' })).toBeNull();
  });

  it('reads /profile/username/:username as a username, trimmed', () => {
    expect(profileTarget({ username: 'zeynepcelik' })).toEqual({ by: 'username', username: 'zeynepcelik' });
    expect(profileTarget({ username: ' zeynepcelik ' })).toEqual({ by: 'username', username: 'zeynepcelik' });
    expect(profileTarget({ username: '   ' })).toBeNull();
  });

  it('names nobody with a username that breaks the username rule, so nothing is asked', () => {
    for (const username of ['../../../user/me', '\u0000', 'ab/c?d#e%', '"><script>1</script>', 'ab']) {
      expect(profileTarget({ username })).toBeNull();
      expect(profileTarget({ identifier: username })).toBeNull();
    }
  });

  it('reads /profile/:identifier as an id when it is all digits, otherwise as a username', () => {
    expect(profileTarget({ identifier: '12' })).toEqual({ by: 'id', id: 12 });
    expect(profileTarget({ identifier: 'mehmetkaya' })).toEqual({ by: 'username', username: 'mehmetkaya' });
    expect(profileTarget({ identifier: 'ali2' })).toEqual({ by: 'username', username: 'ali2' });
  });

  it('names nobody without a parameter', () => {
    expect(profileTarget({})).toBeNull();
  });
});

describe('targetKey', () => {
  it('differs per person', () => {
    expect(targetKey({ by: 'id', id: 7 })).toBe('id:7');
    expect(targetKey({ by: 'username', username: 'elifdemir' })).toBe('username:elifdemir');
    expect(targetKey({ by: 'me' })).toBe('me');
    expect(targetKey(null)).toBe('none');
  });
});
