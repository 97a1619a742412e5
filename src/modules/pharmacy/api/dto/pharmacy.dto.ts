import { ApiProperty } from '@nestjs/swagger';
import { PageField, PageSizeField } from '../../../../shared/http/field-rules';

export class ResponsiblePharmacistRecordView {
  @ApiProperty() id: number;
  @ApiProperty({ description: "The pharmacist's staff account" }) pharmacist_user_id: number;
  @ApiProperty({ example: 'Sophie Clarke' }) pharmacist_name: string;
  @ApiProperty({ example: '2087654' }) gphc_number: string;
  @ApiProperty({ example: '9000001', description: 'The premises the pharmacist was in charge of' }) premises_gphc_number: string;
  @ApiProperty({ example: '2026-11-21T09:02:00.000Z' }) signed_in_at: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null while the pharmacist is in charge' }) signed_out_at: string | null;
}

export class PharmacistProfileView {
  @ApiProperty() user_id: number;
  @ApiProperty() full_name: string;
  @ApiProperty({ example: '2087654' }) gphc_number: string;
}

export class PharmacyStatusResponse {
  @ApiProperty({ type: ResponsiblePharmacistRecordView, nullable: true, description: 'Who is in charge of the premises now; null means nothing can be shipped' })
  responsible_pharmacist: ResponsiblePharmacistRecordView | null;

  @ApiProperty({ type: PharmacistProfileView, nullable: true, description: "The signed-in staff member's pharmacist profile; null for staff who are not pharmacists" })
  pharmacist: PharmacistProfileView | null;
}

export class ResponsiblePharmacistRecordsRequest {
  @PageField()
  page: number = 1;

  @PageSizeField({ defaultSize: 20, max: 100 })
  perPage: number = 20;
}

export class ResponsiblePharmacistRecordsResponse {
  @ApiProperty({ type: [ResponsiblePharmacistRecordView] }) data: ResponsiblePharmacistRecordView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() perPage: number;
}

class CompanyView {
  @ApiProperty() tradingName: string;
  @ApiProperty() legalName: string;
  @ApiProperty() companyNumber: string;
  @ApiProperty({ example: 'England and Wales' }) registeredIn: string;
  @ApiProperty({ type: [String] }) registeredAddressLines: string[];
}

class RegisteredPharmacyView {
  @ApiProperty() name: string;
  @ApiProperty({ type: [String] }) addressLines: string[];
  @ApiProperty({ example: '9000001' }) gphcPremisesNumber: string;
}

class SuperintendentView {
  @ApiProperty() name: string;
  @ApiProperty({ example: '2076543' }) gphcNumber: string;
}

class PrescribingServiceView {
  @ApiProperty({ example: '1-101234567' }) cqcProviderId: string;
}

class RegisteredPrescriberView {
  @ApiProperty({ example: 'Dr Amelia Hart' }) name: string;
  @ApiProperty({ enum: ['GMC', 'GPhC', 'NMC'] }) professionalBody: string;
  @ApiProperty() registrationNumber: string;
}

class PharmacistOnDutyView {
  @ApiProperty() name: string;
  @ApiProperty() gphcNumber: string;
  @ApiProperty({ description: 'When they signed in as responsible pharmacist' }) since: string;
}

export class RegulatoryInformationResponse {
  @ApiProperty({ description: 'True outside production: the registrations shown are made up' }) demo: boolean;
  @ApiProperty({ type: CompanyView }) company: CompanyView;
  @ApiProperty({ type: RegisteredPharmacyView }) pharmacy: RegisteredPharmacyView;
  @ApiProperty({ type: SuperintendentView }) superintendent: SuperintendentView;
  @ApiProperty({ type: PrescribingServiceView }) prescribingService: PrescribingServiceView;
  @ApiProperty({ type: [RegisteredPrescriberView] }) prescribers: RegisteredPrescriberView[];
  @ApiProperty({ type: PharmacistOnDutyView, nullable: true }) responsiblePharmacist: PharmacistOnDutyView | null;
}
