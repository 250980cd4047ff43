/** A PostgreSQL primary and one streaming replica made from it, on free ports of this machine. */
export interface ReplicaCluster {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops the replica replaying the primary's log (`pg_wal_replay_pause()`). */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the replica's server at once (`pg_ctl stop -m immediate`): as if it died. */
  killReplica(): void;
  /** Starts it again; it catches up by itself. */
  startReplica(): void;
  close(): Promise<void>;
}
export declare function startReplicaCluster(): Promise<ReplicaCluster>;

/** PgBouncer in transaction mode in front of one PostgreSQL server. */
export interface PgBouncer {
  port: number;
  /** `serverUrl` with PgBouncer's host and port. */
  url(serverUrl: string): string;
  close(): Promise<void>;
}
export declare function startPgBouncer(
  serverUrl: string,
  serverConnections: number,
): Promise<PgBouncer>;
