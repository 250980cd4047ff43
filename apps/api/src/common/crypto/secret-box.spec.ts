import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox('a'.repeat(32), 'api-keys');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('dfk_secret');
    expect(box.open(sealed)).toBe('dfk_secret');
    expect(box.seal('dfk_secret')).not.toBe(sealed);
  });

  it('refuses values from another secret or purpose, and tampered values', () => {
    const sealed = box.seal('dfk_secret');
    expect(new SecretBox('b'.repeat(32), 'api-keys').open(sealed)).toBeNull();
    expect(new SecretBox('a'.repeat(32), 'other').open(sealed)).toBeNull();
    const tampered = Buffer.from(sealed, 'base64url');
    tampered.writeUInt8(tampered.readUInt8(tampered.length - 1) ^ 1, tampered.length - 1);
    expect(box.open(tampered.toString('base64url'))).toBeNull();
    expect(box.open('not-base64!')).toBeNull();
  });
});
