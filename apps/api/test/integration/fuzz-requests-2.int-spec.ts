import { describeFuzzShard } from '../support/fuzz-requests';

// Every endpoint with property-based bodies and query strings, 10,000 requests over five files.
describe('every endpoint, fuzzed: shard 2 of 5', () => describeFuzzShard(1, 5));
