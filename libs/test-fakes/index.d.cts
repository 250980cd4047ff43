export * from './recaptcha.cjs';
export * from './stripe.cjs';
export * from './escrow.cjs';
export * from './free-port.cjs';
export * from './postgres-servers.cjs';
export * from './silent-servers.cjs';
export * from './slack.cjs';
export * from './discord.cjs';
export * from './telegram.cjs';
export * from './ntfy.cjs';
export * from './webhook-receiver.cjs';
export * from './registrar-domain.cjs';
export * from './rdap.cjs';
export {
  FakePorkbun,
  PORKBUN_CHUNK,
  type PorkbunLabel,
  type PorkbunCredentials,
} from './porkbun.cjs';
export * from './godaddy.cjs';
export { FakeNamecheap, type NamecheapCredentials } from './namecheap.cjs';
export * from './dynadot.cjs';
export { FakeCloudflare, type CloudflareCredentials } from './cloudflare.cjs';
