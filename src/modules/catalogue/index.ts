// The catalogue context's public surface: other contexts import from here only.
export { SeedReferenceCatalogueCommand } from './application/commands/seed-reference-catalogue/seed-reference-catalogue.command';
export { GetTreatmentPageQuery, type TreatmentPage } from './application/queries/get-treatment-page/get-treatment-page.query';
export { GetConditionPageQuery, type ConditionPage } from './application/queries/get-condition-page/get-condition-page.query';
export { GetJournalArticleQuery } from './application/queries/get-journal-article/get-journal-article.query';
export { GetShopPageQuery, type ShopPage } from './application/queries/get-shop-page/get-shop-page.query';
export { ListJournalArticlesQuery } from './application/queries/list-journal-articles/list-journal-articles.query';
export { ListPlansForConditionQuery, type PlanOffer } from './application/queries/list-plans-for-condition/list-plans-for-condition.query';
export { GetPlanSummariesQuery, type PlanSummary } from './application/queries/get-plan-summaries/get-plan-summaries.query';
export { FindPromotionQuery, type PromotionDetails } from './application/queries/find-promotion/find-promotion.query';
export { GetStaffCatalogueQuery, type StaffCatalogueTreatment, type StaffCatalogueItem } from './application/queries/get-staff-catalogue/get-staff-catalogue.query';
export { GetSupplyDetailsQuery, type SupplyDetails } from './application/queries/get-supply-details/get-supply-details.query';
export { ListAddOnsQuery, type AddOnOffer } from './application/queries/list-add-ons/list-add-ons.query';
export { TakeAddOnStockCommand } from './application/commands/take-add-on-stock/take-add-on-stock.command';
export { ADD_ON_FREQUENCIES, OUT_OF_STOCK, type AddOnFrequency } from './domain/add-on';
