import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { ListTreatmentsQuery } from '../application/queries/list-treatments/list-treatments.query';
import { SHOP_CATEGORIES, type ShopCategory } from '../domain/catalogue-types';

class TreatmentSummaryResponse {
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty() condition: string;
  @ApiProperty({ enum: SHOP_CATEGORIES }) category: ShopCategory;
  @ApiProperty() description: string;
  @ApiProperty() imageUrl: string;
  @ApiPropertyOptional({ type: String, nullable: true }) label: string | null;
  @ApiProperty() comingSoon: boolean;
  @ApiProperty({ description: 'Pence' }) fromPricePence: number;
  @ApiProperty({ type: [String] }) ingredients: string[];
}

@ApiTags('catalogue')
@Access('public')
@Controller('catalogue')
export class CatalogueController {
  constructor(private readonly queries: QueryBus) {}

  @Get('treatments')
  @ApiOkResponse({ type: [TreatmentSummaryResponse] })
  treatments(): Promise<TreatmentSummaryResponse[]> {
    return this.queries.execute(new ListTreatmentsQuery());
  }
}
