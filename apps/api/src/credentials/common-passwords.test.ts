import { describe, expect, it } from 'vitest';
import { CommonPasswords, commonPasswordCandidates } from './common-passwords';

describe(commonPasswordCandidates.name, () => {
  it('undoes case, leading and trailing digits and symbols, and letter swaps', () => {
    expect(commonPasswordCandidates('P@ssw0rd2024')).toContain('password');
    expect(commonPasswordCandidates('qwerty123!')).toContain('qwerty');
    expect(commonPasswordCandidates('!!Monkey99')).toContain('monkey');
    expect(commonPasswordCandidates('1LOVEYOU')).toContain('iloveyou');
    expect(commonPasswordCandidates('b1ue5ky')).toContain('bluesky');
    expect(commonPasswordCandidates('ｐａｓｓｗｏｒｄ１２３')).toContain('password');
  });

  it('never shortens a password to a word of fewer than four letters', () => {
    for (const password of ['abc8472916!', 'ab!!!!!!', '12a34567']) {
      expect(commonPasswordCandidates(password).filter((candidate) => candidate.length < 4)).toEqual([]);
    }
  });
});

describe(CommonPasswords.name, () => {
  const list = CommonPasswords.load();

  it.each([
    'password',
    'Password1!',
    'P@ssw0rd2024',
    'qwerty123!',
    'Summer2024!',
    'letmein123',
    'iloveyou!!',
  ])('finds %s', (password) => {
    expect(list.includes(password)).toBe(true);
  });

  it.each(['correct horse battery staple', 'sunflower-meadow-1987', 'gT5#kP9!mZ2q', 'Tr0ub4dor&3 horse'])(
    'lets %s through',
    (password) => {
      expect(list.includes(password)).toBe(false);
    },
  );
});
