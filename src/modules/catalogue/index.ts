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
export { ListIngredientsQuery } from './application/queries/list-ingredients/list-ingredients.query';
export { GetHomeContentQuery } from './application/queries/get-home-content/get-home-content.query';
export { GetBeforeAfterCasesQuery } from './application/queries/get-before-after-cases/get-before-after-cases.query';
export { GetTeamQuery } from './application/queries/get-team/get-team.query';
export { ListReviewsQuery } from './application/queries/list-reviews/list-reviews.query';
export { GetFaqGroupsQuery } from './application/queries/get-faq-groups/get-faq-groups.query';
