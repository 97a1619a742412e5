import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { IfGiven, PageField, PageSizeField, PenceField } from '../../../../shared/http/field-rules';
import { isRealCalendarDate } from '../../../../shared/domain/calendar-date';

const DateFilter = (name: string) =>
  applyDecorators(
    ApiPropertyOptional({ example: '2026-11-01', description: 'YYYY-MM-DD, date dispensed, inclusive' }),
    IfGiven(),
    ValidateBy({ name: 'isRealCalendarDate', validator: { validate: (value: unknown) => typeof value === 'string' && isRealCalendarDate(value) } }, { message: `${name} must be a date as YYYY-MM-DD.` }),
  );

const TextFilter = () =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: 100 }),
    IsOptional(),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsString({ message: 'Filters must be text.' }),
    MaxLength(100, { message: 'Filters must be at most 100 characters.' }),
  );

/** The register's filters, named as the spec's query parameters (§7 GET /v2/admin/pom). */
export class PomFilters {
  @DateFilter('start_date') start_date?: string;
  @DateFilter('end_date') end_date?: string;
  @TextFilter() patient?: string;
  @TextFilter() prescriber?: string;
  @TextFilter() item?: string;
  @ApiPropertyOptional({ description: "Script Ref: 'PRX12' or 12" })
  @TextFilter()
  id?: string;
}

export class PomPageRequest extends PomFilters {
  @PageField()
  page: number = 1;

  // Spec §7 names the register's paging `per_page` (and its response's); every other list says `perPage`.
  @PageSizeField({ defaultSize: 15, max: 100, name: 'per_page' })
  per_page: number = 15;
}

export class PomRow {
  @ApiProperty() serial_number: number;
  @ApiProperty({ enum: ['Private'] }) rx_type: 'Private';
  @ApiProperty({ example: 'PRX12' }) script_ref: string;
  @ApiProperty({ example: '2026-11-20' }) date_prescribed: string;
  @ApiProperty({ example: '2026-11-21' }) date_dispensed: string;
  @ApiProperty({ description: 'Name and address' }) patient: string;
  @ApiProperty({ description: 'Name and practice address' }) prescriber: string;
  @ApiProperty() prescribed_item: string;
  @ApiProperty({ example: '30 ml' }) quantity: string;
  @ApiProperty({ description: 'In pence' }) final_price_pence: number;
  @ApiProperty({ type: String, nullable: true, description: "The pack's batch, from the pharmacist's accuracy check" }) batch_number: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2027-11-30', description: "The pack's expiry date" }) batch_expiry: string | null;
  @ApiProperty({ type: String, nullable: true, example: '3 of 6', description: 'Which supply against the prescription; null on entries from before supplies were counted' }) supply: string | null;
  @ApiProperty({ description: "The serial number of the entry this one corrects, '-' for an original entry" }) serial_of_pare: string;
  @ApiProperty({ type: String, nullable: true }) correction_reason: string | null;
}

export class PomPageResponse {
  @ApiProperty({ type: [PomRow] }) data: PomRow[];
  @ApiProperty() page: number;
  @ApiProperty() per_page: number;
  @ApiProperty() total: number;
}

/** A correction to one register entry: only the fields given change, and a reason is required. */
export class PomCorrectionRequest {
  @ApiProperty({ description: 'The serial number of the entry to correct' })
  @Type(() => Number)
  @IsInt({ message: 'The serial number must be a whole number.' })
  id: number;

  @ApiProperty({ maxLength: 500, description: 'Why the entry is corrected; kept in the register' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Please give the reason for the correction.' })
  @MinLength(3, { message: 'Please give the reason for the correction.' })
  @MaxLength(500, { message: 'The reason must be at most 500 characters.' })
  reason: string;

  @DateFilter('date_dispensed') date_dispensed?: string;

  @ApiPropertyOptional({ maxLength: 40, example: '30 ml' })
  @IfGiven()
  @IsString({ message: 'The quantity must be text, e.g. 30 ml.' })
  @MaxLength(40, { message: 'The quantity must be at most 40 characters.' })
  quantity?: string;

  @Type(() => Number)
  @PenceField('The final price', { description: 'In pence', required: false })
  final_price_pence?: number;

  @ApiPropertyOptional({ maxLength: 400 })
  @IfGiven()
  @IsString({ message: 'The prescribed item must be text.' })
  @MaxLength(400, { message: 'The prescribed item must be at most 400 characters.' })
  prescribed_item?: string;

  @ApiPropertyOptional({ maxLength: 500, description: 'Lines separated by newlines' })
  @IsOptional()
  @IsString({ message: "The patient's address must be text." })
  @MaxLength(500, { message: "The patient's address must be at most 500 characters." })
  patient_address?: string;
}

export class PomCorrectionResponse {
  @ApiProperty({ description: 'The serial number of the new, correcting entry' }) serial_number: number;
}
