import { OrderRiskCard } from './infrastructure/order-risk-card.entity';
import { OrderRiskCheck } from './infrastructure/order-risk-check.entity';
import { OrderRiskFlag } from './infrastructure/order-risk-flag.entity';

export const ORDER_RISK_ENTITIES = [OrderRiskFlag, OrderRiskCard, OrderRiskCheck];
