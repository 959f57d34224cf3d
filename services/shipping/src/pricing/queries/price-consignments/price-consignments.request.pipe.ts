import { Injectable, PipeTransform } from '@nestjs/common';
import { DomainError, FieldError, toFieldErrors } from '@freight/kernel';
import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import { ConsignmentRequestDto } from '../../../consignments/consignment.request.dto';
import { toConsignmentInput } from '../../consignment-request/to-consignment-input';
import type { ConsignmentInput } from '../../../shared/freight/freight.types';
import type { ConsignmentToPrice } from './price-consignments.query';
import { tooManyConsignmentsToPrice } from '../../domain/pricing.errors';

/** One price call compares products for one consignment; 50 is far beyond any carrier list. */
export const MAX_CONSIGNMENTS_PER_CALL = 50;
const FIELD = 'consignments';
const MAX_TEMPLATE_NAME = 80;
const MAX_PRODUCT_CODE = 40;

const invalid = (field: string, code: FieldError['code']) => DomainError.invalid([{ field, code }]);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A product name: absent, or text of at most `max` characters. */
function nameProblem(value: unknown, field: string, max: number): FieldError[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'string') return [{ field, code: 'VALIDATION.INVALID_FORMAT' }];
  return value.length > max ? [{ field, code: 'VALIDATION.TOO_LONG' }] : [];
}

/** The consignment without what names the product (templateName, transportProduct.code), and those names. */
function splitProduct(item: Record<string, unknown>) {
  const { templateName, ...consignment } = item;
  let code: unknown;
  if (isObject(consignment.transportProduct)) {
    const { code: productCode, ...transportProduct } = consignment.transportProduct;
    code = productCode;
    consignment.transportProduct = transportProduct;
  }
  return { templateName, code, consignment };
}

/**
 * `POST /consignment/price/` takes the bare array of consignments, which the global ValidationPipe
 * skips. This pipe checks each one as the global pipe would (whitelist + forbidNonWhitelisted: the
 * spec's full shape is declared, anything else is an unknown field), then what the shape cannot say
 * (parties, goods, insurance value, a product named by templateName or transportProduct.code), and
 * reports every problem of every consignment at once, named by position:
 * `consignments.2.goodsItem.0.weight`. More than 50 consignments: 413.
 *
 * A client compares products by sending the same consignment once per product: consignments that
 * differ only in the product they name are checked and mapped once (the check is most of the call's
 * work), their errors still reported at every position.
 */
@Injectable()
export class PriceConsignmentsRequestPipe implements PipeTransform<unknown, ConsignmentToPrice[]> {
  transform(body: unknown): ConsignmentToPrice[] {
    if (body === undefined || body === null) throw invalid(FIELD, 'VALIDATION.REQUIRED');
    if (!Array.isArray(body)) throw invalid(FIELD, 'VALIDATION.INVALID_FORMAT');
    if (body.length > MAX_CONSIGNMENTS_PER_CALL) throw tooManyConsignmentsToPrice();
    const errors: FieldError[] = [];
    const consignments: ConsignmentToPrice[] = [];
    const checked = new Map<string, { dto: ConsignmentRequestDto; shape: ValidationError[]; input?: ConsignmentInput }>();
    body.forEach((item: unknown, index) => {
      const field = `${FIELD}.${index}`;
      if (!isObject(item)) {
        errors.push({ field, code: 'VALIDATION.INVALID_FORMAT' });
        return;
      }
      const { templateName, code, consignment } = splitProduct(item);
      const names = [
        ...nameProblem(templateName, `${field}.templateName`, MAX_TEMPLATE_NAME),
        ...nameProblem(code, `${field}.transportProduct.code`, MAX_PRODUCT_CODE),
      ];
      const key = JSON.stringify(consignment);
      let check = checked.get(key);
      if (!check) {
        const dto = plainToInstance(ConsignmentRequestDto, consignment, { enableImplicitConversion: false });
        check = {
          dto,
          shape: validateSync(dto, { whitelist: true, forbidNonWhitelisted: true, validationError: { target: false, value: true } }),
        };
        checked.set(key, check);
      }
      if (names.length || check.shape.length) {
        errors.push(...names, ...toFieldErrors(check.shape, field));
        return;
      }
      const product =
        typeof templateName === 'string' && templateName.trim()
          ? { templateName: templateName.trim() }
          : typeof code === 'string' && code.trim()
            ? { code: code.trim() }
            : undefined;
      if (!product) errors.push({ field: `${field}.transportProduct.code`, code: 'VALIDATION.REQUIRED' });
      if (!check.input) {
        const mapped = toConsignmentInput(check.dto, field);
        if (!mapped.ok) {
          errors.push(...mapped.errors);
          return;
        }
        check.input = mapped.input;
      }
      if (product) consignments.push({ product, consignment: check.input });
    });
    if (errors.length) throw DomainError.invalid(errors);
    return consignments;
  }
}
