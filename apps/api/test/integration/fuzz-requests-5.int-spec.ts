import { describeFuzzShard } from '../support/fuzz-requests';

// Every endpoint with property-based bodies and query strings, 10,000 requests over five files.
describe('every endpoint, fuzzed: shard 5 of 5', () => describeFuzzShard(4, 5));
