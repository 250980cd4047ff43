/** A domain of a fake registrar account; each fake derives every other field its registrar sends. */
export interface FakeRegistrarDomain {
  name: string;
  /** YYYY-MM-DD */
  expiration: string;
  autoRenew: boolean;
  locked: boolean;
}
