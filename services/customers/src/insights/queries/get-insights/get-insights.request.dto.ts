import { IsOptional, Matches } from 'class-validator';

/** `?from=2026-01&to=2026-06`: whole Stockholm months, at most 24; by default the twelve up to this one. */
export class GetInsightsRequestDto {
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/)
  from?: string;

  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/)
  to?: string;
}
