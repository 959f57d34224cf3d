import { IsIn, IsOptional } from 'class-validator';

/** `?format=pdf` (the default) or `csv`. */
export class GetEmissionsReportRequestDto {
  @IsOptional()
  @IsIn(['pdf', 'csv'])
  format?: 'pdf' | 'csv';
}
