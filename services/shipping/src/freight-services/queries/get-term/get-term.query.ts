export class GetTermQuery {
  constructor(readonly id: string) {}
}
