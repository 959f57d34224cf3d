export class GetFreightServiceQuery {
  constructor(readonly templateName: string) {}
}
