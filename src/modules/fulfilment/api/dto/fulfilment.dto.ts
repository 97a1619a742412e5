import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageField, PageSizeField } from '../../../../shared/http/field-rules';
import { DOCUMENT_TYPES, type DocumentType } from '../../domain/document-facts';

export class ShipItemRequest {
  @ApiProperty({ description: 'The subscription item (supply) to ship' })
  @Type(() => Number)
  @IsInt({ message: 'The item id must be a whole number.' })
  id: number;
}

export class ShipItemResponse {
  @ApiProperty({ example: '/storage/rm_labels/LD473124829GB.pdf', description: "The label; download it as '{trackingNumber}.pdf'" }) pdfUrl: string;
  @ApiProperty({ example: 'LD473124829GB' }) trackingNumber: string;
}

export class DocumentRequest {
  @ApiProperty({ description: 'The subscription item (supply)' })
  @Type(() => Number)
  @IsInt({ message: 'The item id must be a whole number.' })
  id: number;
}

export class DispatchListRequest {
  @ApiProperty({ enum: ['waiting', 'shipped'], required: false, default: 'waiting' })
  @IsOptional()
  @IsIn(['waiting', 'shipped'], { message: "status must be 'waiting' or 'shipped'." })
  status: 'waiting' | 'shipped' = 'waiting';

  @ApiProperty({ required: false, maxLength: 100, description: 'Customer name, order number, treatment or tracking number' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: 'keyword must be text.' })
  @MaxLength(100, { message: 'keyword must be at most 100 characters.' })
  keyword?: string;

  @PageField()
  page: number = 1;

  @PageSizeField({ defaultSize: 10, max: 100 })
  perPage: number = 10;
}

export class DispatchRowView {
  @ApiProperty({ example: '#12' }) order_id: string;
  @ApiProperty() subscription_id: number;
  @ApiProperty() item_id: number;
  @ApiProperty() customer_name: string;
  @ApiProperty() treatment: string;
  @ApiProperty({ example: '30 ml' }) quantity: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-11-21' }) dispatch_date: string | null;
  @ApiProperty({ enum: ['waiting', 'shipped'] }) status: 'waiting' | 'shipped';
  @ApiProperty({ type: String, nullable: true }) tracking_number: string | null;
}

export class DispatchPageResponse {
  @ApiProperty({ type: [DispatchRowView] }) data: DispatchRowView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() perPage: number;
}

export class DocumentPrintRequest {
  @ApiProperty({ type: [Number], description: 'The items (supplies) to print for, at most 100' })
  @IsArray({ message: 'Choose at least one order.' })
  @ArrayMinSize(1, { message: 'Choose at least one order.' })
  @ArrayMaxSize(100, { message: 'Print at most 100 orders at a time.' })
  @Type(() => Number)
  @IsInt({ each: true, message: 'Item ids must be whole numbers.' })
  item_ids: number[];

  @ApiProperty({ enum: DOCUMENT_TYPES, isArray: true, description: 'Which documents for each order, in this order' })
  @IsArray({ message: 'Choose at least one document.' })
  @ArrayMinSize(1, { message: 'Choose at least one document.' })
  @IsIn(DOCUMENT_TYPES, { each: true, message: 'Unknown document type.' })
  types: DocumentType[];
}
