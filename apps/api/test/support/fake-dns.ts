import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

const TYPE_TXT = 16;

/**
 * A tiny authoritative DNS server over UDP for tests: answers TXT queries from `txt` (name →
 * values), NXDOMAIN for names it does not know. Enough of RFC 1035 for node:dns's resolver.
 */
export class FakeDns {
  readonly txt = new Map<string, string[]>();
  readonly queries: string[] = [];
  private socket: Socket | null = null;

  async start(): Promise<void> {
    const socket = createSocket('udp4');
    socket.on('message', (query, peer) => {
      const reply = this.answer(query);
      if (reply) socket.send(reply, peer.port, peer.address);
    });
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    this.socket = socket;
  }

  /** For DNS_SERVERS. */
  get server(): string {
    const { port } = this.socket!.address() as AddressInfo;
    return `127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.socket ? this.socket.close(resolve) : resolve()));
  }

  private answer(query: Buffer): Buffer | null {
    if (query.length < 12) return null;
    // The question: labels up to the zero byte, then type and class.
    const labels: string[] = [];
    let offset = 12;
    while (offset < query.length && query[offset] !== 0) {
      const length = query[offset]!;
      labels.push(query.subarray(offset + 1, offset + 1 + length).toString('latin1'));
      offset += length + 1;
    }
    const questionEnd = offset + 5;
    if (questionEnd > query.length) return null;
    const type = query.readUInt16BE(offset + 1);
    const name = labels.join('.').toLowerCase();
    this.queries.push(name);
    const values = this.txt.get(name);
    const answers = type === TYPE_TXT && values ? values : [];

    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2); // id
    const recursionDesired = query[2]! & 0x01;
    header[2] = 0x84 | recursionDesired; // response, authoritative
    header[3] = values ? 0x00 : 0x03; // NXDOMAIN when the name is unknown
    header.writeUInt16BE(1, 4); // one question
    header.writeUInt16BE(answers.length, 6);
    const records = answers.map((value) => {
      const chunks: Buffer[] = [];
      const bytes = Buffer.from(value, 'utf8');
      for (let i = 0; i < bytes.length || i === 0; i += 255) {
        const part = bytes.subarray(i, i + 255);
        chunks.push(Buffer.from([part.length]), part);
        if (bytes.length === 0) break;
      }
      const data = Buffer.concat(chunks);
      const fixed = Buffer.alloc(12);
      fixed.writeUInt16BE(0xc00c, 0); // pointer to the question's name
      fixed.writeUInt16BE(TYPE_TXT, 2);
      fixed.writeUInt16BE(1, 4); // IN
      fixed.writeUInt32BE(60, 6); // TTL
      fixed.writeUInt16BE(data.length, 10);
      return Buffer.concat([fixed, data]);
    });
    return Buffer.concat([header, query.subarray(12, questionEnd), ...records]);
  }
}
