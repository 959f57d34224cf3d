export class FindCityQuery {
  constructor(
    readonly countryCode: string,
    readonly postcode: string,
  ) {}
}

export interface CityAnswer {
  countryCode: string;
  /** As stored on an address: Sweden's without the space. */
  postcode: string;
  city: string;
}
