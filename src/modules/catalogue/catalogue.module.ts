import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SeedReferenceCatalogueHandler } from './application/commands/seed-reference-catalogue/seed-reference-catalogue.handler';
import { GetBeforeAfterCasesHandler } from './application/queries/get-before-after-cases/get-before-after-cases.handler';
import { GetConditionPageHandler } from './application/queries/get-condition-page/get-condition-page.handler';
import { GetFaqGroupsHandler } from './application/queries/get-faq-groups/get-faq-groups.handler';
import { GetHomeContentHandler } from './application/queries/get-home-content/get-home-content.handler';
import { GetJournalArticleHandler } from './application/queries/get-journal-article/get-journal-article.handler';
import { GetShopPageHandler } from './application/queries/get-shop-page/get-shop-page.handler';
import { GetTeamHandler } from './application/queries/get-team/get-team.handler';
import { GetTreatmentPageHandler } from './application/queries/get-treatment-page/get-treatment-page.handler';
import { ListIngredientsHandler } from './application/queries/list-ingredients/list-ingredients.handler';
import { ListJournalArticlesHandler } from './application/queries/list-journal-articles/list-journal-articles.handler';
import { ListPlansForConditionHandler } from './application/queries/list-plans-for-condition/list-plans-for-condition.handler';
import { GetPlanSummariesHandler } from './application/queries/get-plan-summaries/get-plan-summaries.handler';
import { GetSupplyDetailsHandler } from './application/queries/get-supply-details/get-supply-details.handler';
import { FindPromotionHandler } from './application/queries/find-promotion/find-promotion.handler';
import { ListReviewsHandler } from './application/queries/list-reviews/list-reviews.handler';
import { UpdateCatalogueItemHandler } from './application/commands/update-catalogue-item/update-catalogue-item.handler';
import { GetStaffCatalogueHandler } from './application/queries/get-staff-catalogue/get-staff-catalogue.handler';
import { ListAddOnsHandler } from './application/queries/list-add-ons/list-add-ons.handler';
import { TakeAddOnStockHandler } from './application/commands/take-add-on-stock/take-add-on-stock.handler';
import { ReserveAddOnStockHandler } from './application/commands/reserve-add-on-stock/reserve-add-on-stock.handler';
import { ReleaseAddOnStockHandler } from './application/commands/release-add-on-stock/release-add-on-stock.handler';
import { SetItemSafeguardsHandler } from './application/commands/set-item-safeguards/set-item-safeguards.handler';
import { ListMedicineSafeguardsHandler } from './application/queries/list-medicine-safeguards/list-medicine-safeguards.handler';
import { CATALOGUE_ENTITIES } from './catalogue.entities';
import { TreatmentReader } from './infrastructure/treatment-reader';

/** Treatments, plans, items, promotions and the content of the public pages. */
@Module({
  imports: [MikroOrmModule.forFeature(CATALOGUE_ENTITIES)],
  providers: [
    TreatmentReader,
    SeedReferenceCatalogueHandler,
    GetShopPageHandler,
    GetTreatmentPageHandler,
    GetConditionPageHandler,
    ListIngredientsHandler,
    GetHomeContentHandler,
    GetBeforeAfterCasesHandler,
    GetTeamHandler,
    ListReviewsHandler,
    ListJournalArticlesHandler,
    GetJournalArticleHandler,
    GetFaqGroupsHandler,
    ListPlansForConditionHandler,
    FindPromotionHandler,
    GetPlanSummariesHandler,
    GetStaffCatalogueHandler,
    UpdateCatalogueItemHandler,
    GetSupplyDetailsHandler,
    ListAddOnsHandler,
    TakeAddOnStockHandler,
    ReserveAddOnStockHandler,
    ReleaseAddOnStockHandler,
    SetItemSafeguardsHandler,
    ListMedicineSafeguardsHandler,
  ],
})
export class CatalogueModule {}
