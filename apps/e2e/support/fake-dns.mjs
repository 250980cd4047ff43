// A tiny authoritative DNS server over UDP on loopback, which the API asks (DNS_SERVERS) when an
// owner verifies a custom or parked domain. Its records are a JSON file that the test files
// (separate processes from the stack that runs this server) write: every query reads it again.
import { createSocket } from 'node:dgram';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const TYPE_A = 1;
const TYPE_TXT = 16;

/** The records file: `{ txt: { name: [value, ...] }, a: { name: "1.2.3.4" } }`. */
export function readDnsRecords(file) {
  if (!existsSync(file)) return { txt: {}, a: {} };
  const records = JSON.parse(readFileSync(file, 'utf8'));
  return { txt: records.txt ?? {}, a: records.a ?? {} };
}

/** Adds records to the file the server answers from (names are compared without case). */
export function addDnsRecords(file, { txt = {}, a = {} }) {
  const records = readDnsRecords(file);
  for (const [name, values] of Object.entries(txt))
    records.txt[name.toLowerCase()] = [...(records.txt[name.toLowerCase()] ?? []), ...values];
  for (const [name, address] of Object.entries(a)) records.a[name.toLowerCase()] = address;
  // Whole or not at all: the server may read the file at any moment.
  writeFileSync(`${file}.tmp`, JSON.stringify(records));
  renameSync(`${file}.tmp`, file);
}

/** One resource record pointing back at the question's name. */
function record(type, data) {
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0); // the question's name
  fixed.writeUInt16BE(type, 2);
  fixed.writeUInt16BE(1, 4); // IN
  fixed.writeUInt32BE(5, 6); // TTL
  fixed.writeUInt16BE(data.length, 10);
  return Buffer.concat([fixed, data]);
}

/** TXT data: the value in character-strings of at most 255 bytes. */
function txtData(value) {
  const bytes = Buffer.from(value, 'utf8');
  const chunks = [];
  for (let i = 0; i < bytes.length || i === 0; i += 255) {
    const part = bytes.subarray(i, i + 255);
    chunks.push(Buffer.from([part.length]), part);
    if (bytes.length === 0) break;
  }
  return Buffer.concat(chunks);
}

/** The answer to one query (enough of RFC 1035 for node:dns), or null for a malformed one. */
function answer(query, records) {
  if (query.length < 12) return null;
  const labels = [];
  let offset = 12;
  while (offset < query.length && query[offset] !== 0) {
    const length = query[offset];
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString('latin1'));
    offset += length + 1;
  }
  const questionEnd = offset + 5;
  if (questionEnd > query.length) return null;
  const type = query.readUInt16BE(offset + 1);
  const name = labels.join('.').toLowerCase();
  const known = name in records.txt || name in records.a;
  const answers = [];
  if (type === TYPE_TXT)
    for (const value of records.txt[name] ?? []) answers.push(record(TYPE_TXT, txtData(value)));
  if (type === TYPE_A && records.a[name])
    answers.push(record(TYPE_A, Buffer.from(records.a[name].split('.').map(Number))));
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // id
  header[2] = 0x84 | (query[2] & 0x01); // a response, authoritative, recursion as asked
  header[3] = known ? 0x00 : 0x03; // NXDOMAIN for a name it has nothing for
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  return Buffer.concat([header, query.subarray(12, questionEnd), ...answers]);
}

/**
 * Starts the server on a free loopback port, answering from `recordsFile`; resolves with
 * `server` (for DNS_SERVERS: "127.0.0.1:port") and `stop()`.
 */
export async function startFakeDns(recordsFile) {
  writeFileSync(recordsFile, JSON.stringify({ txt: {}, a: {} }));
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    let reply = null;
    try {
      reply = answer(query, readDnsRecords(recordsFile));
    } catch {
      // A file caught half-written: no answer, and the resolver asks again.
    }
    if (reply) socket.send(reply, peer.port, peer.address);
  });
  await new Promise((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    server: `127.0.0.1:${socket.address().port}`,
    stop: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
