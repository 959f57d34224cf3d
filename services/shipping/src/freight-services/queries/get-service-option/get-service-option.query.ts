export class GetServiceOptionQuery {
  /** The id as the path gave it: a malformed id is as unknown as a missing one. */
  constructor(readonly id: string) {}
}
