import { ApiProperty } from '@nestjs/swagger';
import { SHOP_CATEGORIES, type ShopCategory } from '../../domain/catalogue-types';
import { FaqResponse } from './faq.dto';

export class ShopItemResponse {
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty() imageUrl: string;
  @ApiProperty({ description: 'Active ingredients, comma separated' }) ingredients: string;
  @ApiProperty({ example: '£24.20', description: 'The list price: per month for the creams, per supply otherwise (ADR 0009)' }) price: string;
  @ApiProperty({ example: 2420, description: 'The list price in pence' }) pricePence: number;
  @ApiProperty({ type: String, nullable: true, enum: ['/month'], example: '/month', description: "'/month' when the list price is monthly" }) priceSuffix: '/month' | null;
  @ApiProperty({ example: 'Learn more' }) buttonLabel: string;
  @ApiProperty({ type: String, nullable: true, example: '/shop/acne' }) buttonHref: string | null;
  @ApiProperty({ type: [String], example: ['POPULAR'] }) labels: string[];
}

export class ShopCategoryResponse {
  @ApiProperty({ enum: SHOP_CATEGORIES }) key: ShopCategory;
  @ApiProperty() title: string;
  @ApiProperty() subtitle: string;
  @ApiProperty() description: string;
  @ApiProperty() imageUrl: string;
  @ApiProperty({ type: [ShopItemResponse] }) items: ShopItemResponse[];
}

export class ShopPageResponse {
  @ApiProperty({ type: [ShopCategoryResponse] }) categories: ShopCategoryResponse[];
  @ApiProperty({ type: [FaqResponse] }) faqs: FaqResponse[];
}

export class TreatmentPageResponse {
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ example: '£24.20', description: 'The list price: per month for the creams, per supply otherwise (ADR 0009)' }) price: string;
  @ApiProperty({ type: String, nullable: true, enum: ['/month'], example: '/month', description: "'/month' when the list price is monthly" }) priceSuffix: '/month' | null;
  @ApiProperty({ example: 'per 30ml formula, delivered every 2 months (£48.40 per delivery)' }) subPrice: string;
  @ApiProperty() description: string;
  @ApiProperty() imageUrl: string;
  @ApiProperty({ type: [String] }) gallery: string[];
  @ApiProperty({ type: [String], example: ['PRESCRIPTION', 'DERMATOLOGIST DESIGNED'] }) tags: string[];
  @ApiProperty({ description: 'The consultation link', example: '/consultation/acne' }) treatment: string;
  @ApiProperty() faqsTitle: string;
  @ApiProperty({ type: [FaqResponse] }) faqs: FaqResponse[];
}

export class ConditionPageResponse {
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty() intro: string;
  @ApiProperty() imageUrl: string;
  @ApiProperty({ example: '/consultation/acne' }) treatment: string;
  @ApiProperty() faqsTitle: string;
  @ApiProperty({ type: [FaqResponse] }) faqs: FaqResponse[];
}

class IngredientUseResponse {
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true }) href: string | null;
}

export class IngredientResponse {
  @ApiProperty() name: string;
  @ApiProperty() whatItDoes: string;
  @ApiProperty({ type: [String], example: ['0.025%'] }) strengths: string[];
  @ApiProperty({ type: [IngredientUseResponse] }) foundIn: IngredientUseResponse[];
}

export class IngredientsResponse {
  @ApiProperty({ type: [IngredientResponse] }) ingredients: IngredientResponse[];
}

export class AddOnOfferResponse {
  @ApiProperty({ description: 'The catalogue item to add' }) catalogue_item_id: number;
  @ApiProperty({ example: '880S' }) code: string;
  @ApiProperty({ example: 'Vitamin C 20% serum' }) name: string;
  @ApiProperty({ example: 'Vitamin C 20% Serum' }) title: string;
  @ApiProperty() description: string;
  @ApiProperty() image_url: string;
  @ApiProperty({ example: 3900, description: 'Charged with the next renewal, in pence' }) price_pence: number;
  @ApiProperty({ description: "False when none are on the shelf: shown 'Out of stock' and refused" }) in_stock: boolean;
}

export class AddOnOffersResponse {
  @ApiProperty({ type: [AddOnOfferResponse] }) data: AddOnOfferResponse[];
}
