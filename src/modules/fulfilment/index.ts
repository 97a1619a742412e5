// The fulfilment context's public surface: other contexts import from here only.
export { FulfilmentModule } from './fulfilment.module';
