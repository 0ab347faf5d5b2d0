import { describe, expect, it } from 'vitest';
import { dativeSuffix } from './dative-suffix';

describe('dativeSuffix', () => {
  it('follows the last spoken word of the amount', () => {
    expect(dativeSuffix(600)).toBe("'e");
    expect(dativeSuffix(450)).toBe("'ye");
    expect(dativeSuffix(90)).toBe("'a");
    expect(dativeSuffix(1000)).toBe("'e");
    expect(dativeSuffix(1250)).toBe("'ye");
    expect(dativeSuffix(306)).toBe("'ya");
    expect(dativeSuffix(2_000_000)).toBe("'a");
    expect(dativeSuffix(0)).toBe("'a");
  });
});
