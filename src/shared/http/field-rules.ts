import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/**
 * A field that may be left out. Unlike class-validator's IsOptional, a null does not count
 * as left out: it is checked like any other value, and a text rule refuses it. Handlers take
 * a missing field as undefined and would meet a null unprepared (a correction writing it into a
 * column that must hold a value answered 500).
 */
export const IfGiven = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

const mayBeLeftOut = ({ required }: { required: boolean }) => (required ? [] : [IfGiven()]);

/** Field rules shared by every form. The messages are the product's own texts (spec §5), shown next to the field. */
export const EmailField = ({ required = true } = {}) =>
  applyDecorators(
    ApiProperty({ example: 'chloe@example.com', maxLength: 254, required }),
    ...mayBeLeftOut({ required }),
    trim,
    IsString({ message: 'Please enter a valid email.' }),
    MaxLength(254, { message: 'Email must be at most 254 characters.' }),
    IsEmail({}, { message: 'Please enter a valid email.' }),
  );

export const NameField = (requiredMessage: string) =>
  applyDecorators(
    ApiProperty({ maxLength: 100 }),
    trim,
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    MaxLength(100, { message: 'Names must be at most 100 characters.' }),
  );

/** UK numbers, written the way people write them: 07700 900123, +44 7700 900123, 020 7946 0018. */
export const UK_PHONE = /^(?:\+44\s?|0)(?:\d\s?){9,10}$/;

export const PhoneField = ({ required = true } = {}) =>
  applyDecorators(
    ApiProperty({ example: '07700 900123', maxLength: 20, required }),
    ...mayBeLeftOut({ required }),
    trim,
    IsString({ message: 'Please enter a valid UK phone number.' }),
    MaxLength(20, { message: 'Please enter a valid UK phone number.' }),
    Matches(UK_PHONE, { message: 'Please enter a valid UK phone number.' }),
  );

/** UK postcodes (SW1A 1AA, M1 1AE, B33 8TH), any case, with or without the space; stored upper-case with one space. */
export const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/;

export const PostcodeField = () =>
  applyDecorators(
    ApiProperty({ example: 'SW1A 1AA', maxLength: 10 }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase().replace(/\s+/g, ' ').replace(/^(\S+?)(\d[A-Z]{2})$/, '$1 $2') : value)),
    IsString({ message: 'Please enter a valid UK postcode.' }),
    Matches(UK_POSTCODE, { message: 'Please enter a valid UK postcode.' }),
  );

/** A required line of text: trimmed, not blank, at most `maxLength` characters. */
export const TextField = (requiredMessage: string, maxLength: number) =>
  applyDecorators(
    ApiProperty({ maxLength }),
    trim,
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    MaxLength(maxLength, { message: `Please keep this under ${maxLength} characters.` }),
  );

/** The most any amount of money in a form may be: £10,000.00, far above any price in the shop and well inside the 32-bit integer columns money is kept in. */
export const MAX_PENCE = 1_000_000;

/** An amount of money in whole pence, from 0 to £10,000.00; `label` names it in the messages ('The price'). */
export const PenceField = (label: string, { description, required = true, example }: { description: string; required?: boolean; example?: number }) =>
  applyDecorators(
    ApiProperty({ description, required, example, minimum: 0, maximum: MAX_PENCE }),
    ...mayBeLeftOut({ required }),
    IsInt({ message: `${label} must be a whole number of pence.` }),
    Min(0, { message: `${label} cannot be negative.` }),
    Max(MAX_PENCE, { message: `${label} must be at most £10,000.00.` }),
  );

/** A list's page number in the query string (`?page=`), from 1. */
export const PageField = ({ max = 100_000 } = {}) => wholeNumberQueryField('page', { defaultValue: 1, max });

/**
 * How many rows one page of a list holds: `?perPage=` (docs/architecture.md, "Paging"). `name`
 * only for an endpoint the spec names otherwise (the POM register's `per_page`).
 */
export const PageSizeField = ({ defaultSize, max, description, name = 'perPage' }: { defaultSize: number; max: number; description?: string; name?: string }) =>
  wholeNumberQueryField(name, { defaultValue: defaultSize, max, description });

function wholeNumberQueryField(name: string, { defaultValue, max, description }: { defaultValue: number; max: number; description?: string }) {
  const message = `${name} must be a whole number from 1 to ${max}.`;
  return applyDecorators(
    ApiProperty({ required: false, default: defaultValue, minimum: 1, maximum: max, description }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message }),
    Min(1, { message }),
    Max(max, { message }),
  );
}
