import { IsIn } from 'class-validator';

/** `PUT /bill/admin/paylater/{id}`. */
export class DecidePayLaterRequestDto {
  @IsIn(['APPROVED', 'REJECTED'])
  decision!: 'APPROVED' | 'REJECTED';
}
