import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNumber, IsObject, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateBy, ValidateNested } from 'class-validator';
import { PenceField } from '../../../../shared/http/field-rules';
import { SAFEGUARD_CATEGORIES, type SafeguardCategory } from '../../domain/safeguards';

export class CatalogueIngredientEdit {
  @ApiProperty({ example: 'Tretinoin' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Each ingredient needs a name.' })
  @MinLength(1, { message: 'Each ingredient needs a name.' })
  @MaxLength(80, { message: 'Ingredient names must be at most 80 characters.' })
  name: string;

  @ApiProperty({ example: 0.025 })
  // Not IsNumber's own maxDecimalPlaces, which throws on a number written with an exponent (1e-9).
  @ValidateBy({ name: 'atMostFourDecimalPlaces', validator: { validate: (value) => typeof value === 'number' && Number(value.toFixed(4)) === value } }, { message: 'Give the strength with at most 4 decimal places.' })
  @IsNumber({}, { message: 'Each ingredient needs a strength, a number.' })
  @Min(0, { message: 'An ingredient strength cannot be negative.' })
  @Max(100000, { message: 'That ingredient strength is too large.' })
  value: number;

  @ApiProperty({ example: '%' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Each ingredient needs a unit, e.g. %.' })
  @MinLength(1, { message: 'Each ingredient needs a unit, e.g. %.' })
  @MaxLength(20, { message: 'Units must be at most 20 characters.' })
  unit: string;
}

export class CatalogueItemUpdateRequest {
  @ApiProperty({ description: 'The catalogue item' })
  @Type(() => Number)
  @IsInt({ message: 'The id must be a whole number.' })
  @Min(1, { message: 'The id must be a whole number.' })
  id: number;

  @PenceField('The price', { description: 'The new price of one supply, in pence', example: 2420 })
  price_pence: number;

  @ApiProperty({ type: String, nullable: true, required: false, maxLength: 40 })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsString({ message: 'The batch must be text.' })
  @MaxLength(40, { message: 'The batch must be at most 40 characters.' })
  batch?: string | null;

  @ApiProperty({ type: [CatalogueIngredientEdit] })
  @IsArray({ message: 'Send the ingredients as a list.' })
  @ArrayMaxSize(30, { message: 'At most 30 ingredients.' })
  // ValidateNested looks inside a list within the list and passes an empty one, which would be kept as a nameless ingredient.
  @IsObject({ each: true, message: 'Each ingredient must be an object with a name, a strength and a unit.' })
  @ValidateNested({ each: true })
  @Type(() => CatalogueIngredientEdit)
  ingredients: CatalogueIngredientEdit[];
}

export class CatalogueIngredientView {
  @ApiProperty() name: string;
  @ApiProperty() value: number;
  @ApiProperty() unit: string;
}

export class AddOnStockView {
  @ApiProperty({ description: 'Packs on the shelf' }) onHand: number;
  @ApiProperty({ description: 'Packs charged for in boxes not yet shipped' }) reserved: number;
  @ApiProperty({ description: 'Packs left to sell: on hand less reserved' }) available: number;
}

export class StaffCatalogueItemView {
  @ApiProperty() id: number;
  @ApiProperty() code: string;
  @ApiProperty() name: string;
  @ApiProperty() pricePence: number;
  @ApiProperty({ type: String, nullable: true }) interval: string | null;
  @ApiProperty({ type: Number, nullable: true }) intervalCount: number | null;
  @ApiProperty({ type: String, nullable: true }) batch: string | null;
  @ApiProperty({ type: [CatalogueIngredientView] }) ingredients: CatalogueIngredientView[];
  @ApiProperty({ enum: SAFEGUARD_CATEGORIES, isArray: true, description: 'What the medicine asks of the prescriber beyond the questionnaire' }) safeguards: SafeguardCategory[];
  @ApiProperty({ type: AddOnStockView, nullable: true, description: 'Add-ons only; null for a prescription item' }) stock: AddOnStockView | null;
}

export class StaffCataloguePlanView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: [StaffCatalogueItemView] }) items: StaffCatalogueItemView[];
}

export class StaffCatalogueTreatmentView {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() condition: string;
  @ApiProperty() comingSoon: boolean;
  @ApiProperty({ type: [StaffCataloguePlanView] }) plans: StaffCataloguePlanView[];
}

export class CatalogueItemSavedResponse {
  @ApiProperty({ example: 'Saved.' }) message: string;
}

export class ItemSafeguardsRequest {
  @ApiProperty({ description: 'The catalogue item' })
  @Type(() => Number)
  @IsInt({ message: 'The id must be a whole number.' })
  @Min(1, { message: 'The id must be a whole number.' })
  id: number;

  @ApiProperty({ enum: SAFEGUARD_CATEGORIES, isArray: true, description: 'Every category the medicine falls into (an empty list for none)' })
  @IsArray({ message: 'Send the safeguards as a list.' })
  @ArrayMaxSize(SAFEGUARD_CATEGORIES.length, { message: 'Name each safeguard once.' })
  @IsIn(SAFEGUARD_CATEGORIES, { each: true, message: `Each safeguard must be one of: ${SAFEGUARD_CATEGORIES.join(', ')}.` })
  safeguards: SafeguardCategory[];

  @ApiProperty({ description: 'Why the safeguards change: kept on the audit trail', minLength: 10, maxLength: 1000 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Say why the safeguards change.' })
  @MinLength(10, { message: 'Say why the safeguards change (at least 10 characters).' })
  @MaxLength(1000, { message: 'Keep the reason under 1000 characters.' })
  reason: string;
}

export class ItemSafeguardsResponse {
  @ApiProperty({ example: 'Saved.' }) message: string;
  @ApiProperty({ enum: SAFEGUARD_CATEGORIES, isArray: true }) safeguards: SafeguardCategory[];
}
