import type { ProviderCheckOutcome } from '../domain/identity-check-status';
import { IdentityVerifier, REPORT_NAMES, type NewApplicant, type StartedCheck } from '../application/identity-verifier';

export interface OnfidoSettings {
  apiToken: string;
  webhookSecret: string;
  /** https://api.eu.onfido.com, or a local stand-in in tests. */
  apiBase: string;
}

/** Onfido's API v3.6 over fetch: token auth, JSON bodies, its error body's message passed on. */
export class OnfidoIdentityVerifier extends IdentityVerifier {
  readonly provider = 'onfido' as const;
  readonly webhookSecret: string;

  constructor(private readonly settings: OnfidoSettings) {
    super();
    this.webhookSecret = settings.webhookSecret;
  }

  async createApplicant({ firstName, lastName, dob }: NewApplicant): Promise<string> {
    const applicant = await this.call<{ id: string }>('POST', '/v3.6/applicants', { first_name: firstName, last_name: lastName, ...(dob ? { dob } : {}) });
    return applicant.id;
  }

  async createCheck(applicantId: string): Promise<StartedCheck> {
    // applicant_provides_data: Onfido captures the photos on its hosted page (form_uri) and runs the reports once given.
    const check = await this.call<{ id: string; status: string; form_uri?: string; results_uri?: string }>('POST', '/v3.6/checks', {
      applicant_id: applicantId,
      report_names: [...REPORT_NAMES],
      applicant_provides_data: true,
    });
    return { checkId: check.id, status: check.status, captureUrl: check.form_uri ?? check.results_uri ?? '' };
  }

  async retrieveCheck(checkId: string): Promise<ProviderCheckOutcome> {
    const check = await this.call<{ status: string; result: 'clear' | 'consider' | null }>('GET', `/v3.6/checks/${encodeURIComponent(checkId)}`);
    const { reports } = await this.call<{ reports: { name: string; sub_result?: string | null }[] }>('GET', `/v3.6/reports?check_id=${encodeURIComponent(checkId)}`);
    const document = reports.find((report) => report.name === 'document');
    return { status: check.status, result: check.result ?? null, documentSubResult: document?.sub_result ?? null };
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.settings.apiBase}${path}`, {
      method,
      headers: { Authorization: `Token token=${this.settings.apiToken}`, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (!response.ok) {
      const message = safeJson<{ error?: { message?: string } }>(text)?.error?.message ?? text.slice(0, 200);
      throw new Error(`Onfido ${method} ${path.split('?')[0]} answered ${response.status}: ${message}`);
    }
    return JSON.parse(text) as T;
  }
}

function safeJson<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
