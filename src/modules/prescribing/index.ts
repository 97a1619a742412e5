// The prescribing context's public surface: other contexts import from here only.
export { PrescribingModule } from './prescribing.module';
