// The consultation context's public surface: other contexts import from here only.
export { ConsultationModule } from './consultation.module';
