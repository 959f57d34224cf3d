import { Injectable, PipeTransform } from '@nestjs/common';
import { DomainError, FieldError, toFieldErrors } from '@freight/kernel';
import { plainToInstance } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, validateSync } from 'class-validator';

/** One entry of the carriers list. The client echoes back what GET gave it (name, logoName, priceSupplier): ignored. */
export class CarrierChoiceRequestDto {
  @IsInt()
  code!: number;

  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

/** Far more than there are carriers; bounds the work done on a hostile body. */
const MAX_ENTRIES = 50;
const FIELD = 'carriers';

const invalid = (field: string, code: FieldError['code'], params?: FieldError['params']) =>
  DomainError.invalid([params ? { field, code, params } : { field, code }]);

/**
 * `PUT /customer/carriers/{customerId}` takes the bare list as its body, which the global
 * ValidationPipe does not check (it skips arrays). This pipe checks each entry against
 * CarrierChoiceRequestDto, dropping the echoed extra fields instead of refusing them, and names
 * problems by position: `carriers.2.code`.
 */
@Injectable()
export class CarrierListPipe implements PipeTransform<unknown, CarrierChoiceRequestDto[]> {
  transform(body: unknown): CarrierChoiceRequestDto[] {
    if (body === undefined || body === null) throw invalid(FIELD, 'VALIDATION.REQUIRED');
    if (!Array.isArray(body)) throw invalid(FIELD, 'VALIDATION.INVALID_FORMAT');
    if (body.length > MAX_ENTRIES) throw invalid(FIELD, 'VALIDATION.TOO_LONG');
    const errors: FieldError[] = [];
    const entries = body.map((item: unknown, index) => {
      const path = `${FIELD}.${index}`;
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        errors.push({ field: path, code: 'VALIDATION.INVALID_FORMAT' });
        return undefined;
      }
      const dto = plainToInstance(CarrierChoiceRequestDto, item, { enableImplicitConversion: false });
      errors.push(
        ...toFieldErrors(
          validateSync(dto, { whitelist: true, forbidNonWhitelisted: false, validationError: { target: false, value: true } }),
          path,
        ),
      );
      return dto.active === undefined ? { code: dto.code } : { code: dto.code, active: dto.active };
    });
    if (errors.length) throw DomainError.invalid(errors);
    return entries as CarrierChoiceRequestDto[];
  }
}
