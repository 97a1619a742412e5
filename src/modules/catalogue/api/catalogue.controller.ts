import { Controller, Get, Param, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicReadInterceptor } from '../../../shared/public-reads/public-read.interceptor';
import { Access } from '../../../shared/auth/access.decorator';
import { ErrorBody } from '../../../shared/http/error-body';
import { GetConditionPageQuery } from '../application/queries/get-condition-page/get-condition-page.query';
import { GetShopPageQuery } from '../application/queries/get-shop-page/get-shop-page.query';
import { GetTreatmentPageQuery } from '../application/queries/get-treatment-page/get-treatment-page.query';
import { ListIngredientsQuery } from '../application/queries/list-ingredients/list-ingredients.query';
import { ListAddOnsQuery } from '../application/queries/list-add-ons/list-add-ons.query';
import { AddOnOffersResponse, ConditionPageResponse, IngredientsResponse, ShopPageResponse, TreatmentPageResponse } from './dto/catalogue-pages.dto';
import { SlugParam } from './dto/slug-param.dto';

/** The data of the shop's public pages, built from the catalogue in the database. */
@ApiTags('catalogue')
@Access('public')
@Controller('catalogue')
@UseInterceptors(PublicReadInterceptor)
export class CatalogueController {
  constructor(private readonly queries: QueryBus) {}

  @Get('shop')
  @ApiOkResponse({ type: ShopPageResponse })
  shop(): Promise<ShopPageResponse> {
    return this.queries.execute(new GetShopPageQuery());
  }

  /** The boosters a customer may add to their next box (docs/customer-account.md, 'Add-ons'). */
  @Get('add-ons')
  @ApiOkResponse({ type: AddOnOffersResponse })
  async addOns(): Promise<AddOnOffersResponse> {
    const offers = await this.queries.execute(new ListAddOnsQuery());
    return {
      data: offers.map((offer) => ({
        catalogue_item_id: offer.catalogueItemId,
        code: offer.code,
        name: offer.name,
        title: offer.title,
        description: offer.description,
        image_url: offer.imageUrl,
        price_pence: offer.pricePence,
        in_stock: offer.available > 0,
      })),
    };
  }

  @Get('treatments/:slug')
  @ApiOkResponse({ type: TreatmentPageResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  treatment(@Param() { slug }: SlugParam): Promise<TreatmentPageResponse> {
    return this.queries.execute(new GetTreatmentPageQuery(slug));
  }

  @Get('conditions/:slug')
  @ApiOkResponse({ type: ConditionPageResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  condition(@Param() { slug }: SlugParam): Promise<ConditionPageResponse> {
    return this.queries.execute(new GetConditionPageQuery(slug));
  }

  @Get('ingredients')
  @ApiOkResponse({ type: IngredientsResponse })
  ingredients(): Promise<IngredientsResponse> {
    return this.queries.execute(new ListIngredientsQuery());
  }
}
