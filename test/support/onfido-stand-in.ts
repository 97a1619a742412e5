import type { IncomingMessage } from 'node:http';
import { JsonStandIn, type StandInAnswer } from './json-stand-in';

/**
 * A local stand-in of the part of Onfido's API v3.6 the adapter uses: applicants, checks (with
 * the hosted capture link), reading a check back and its reports. It refuses a request without the
 * configured token as Onfido does (401 with its error body), and records what it was sent.
 */
export const ONFIDO_STAND_IN = { token: 'api_sandbox_stand_in_token', webhookSecret: 'stand-in-onfido-webhook-token' };

interface StandInCheck {
  id: string;
  applicant_id: string;
  status: string;
  result: 'clear' | 'consider' | null;
  documentSubResult: string | null;
}

export class OnfidoStandIn extends JsonStandIn {
  readonly applicants: Record<string, unknown>[] = [];
  readonly checkRequests: Record<string, unknown>[] = [];
  readonly checks = new Map<string, StandInCheck>();

  /** The applicant finished the hosted capture and the reports ran: the check completes with this result. */
  complete(checkId: string, result: 'clear' | 'consider', documentSubResult: string): void {
    Object.assign(this.checks.get(checkId)!, { status: 'complete', result, documentSubResult });
  }

  protected async handle(request: IncomingMessage): Promise<StandInAnswer> {
    if (request.headers.authorization !== `Token token=${ONFIDO_STAND_IN.token}`) {
      return { status: 401, body: { error: { type: 'authorization_error', message: 'Authorization error: please re-check your credentials' } } };
    }
    const url = new URL(request.url ?? '/', this.origin);
    const body = request.method === 'POST' ? (JSON.parse(await readBody(request)) as Record<string, unknown>) : {};
    if (request.method === 'POST' && url.pathname === '/v3.6/applicants') {
      if (!body.first_name || !body.last_name) return { status: 422, body: { error: { type: 'validation_error', message: 'There was a validation error on this request', fields: {} } } };
      this.applicants.push(body);
      return { status: 201, body: { id: `app_${this.applicants.length}_${Date.now()}`, ...body, href: '/v3.6/applicants/x' } };
    }
    if (request.method === 'POST' && url.pathname === '/v3.6/checks') {
      this.checkRequests.push(body);
      const id = `chk_${this.checkRequests.length}_${Date.now()}`;
      this.checks.set(id, { id, applicant_id: String(body.applicant_id), status: 'awaiting_applicant', result: null, documentSubResult: null });
      return { status: 201, body: { id, status: 'awaiting_applicant', result: null, form_uri: `https://id.onfido.example/${id}`, href: `/v3.6/checks/${id}`, report_ids: ['rep_doc', 'rep_face'] } };
    }
    const checkMatch = /^\/v3\.6\/checks\/([\w-]+)$/.exec(url.pathname);
    if (request.method === 'GET' && checkMatch) {
      const check = this.checks.get(checkMatch[1]);
      return check ? { status: 200, body: { id: check.id, status: check.status, result: check.result, href: `/v3.6/checks/${check.id}` } } : { status: 404, body: { error: { type: 'resource_not_found', message: 'Not found' } } };
    }
    if (request.method === 'GET' && url.pathname === '/v3.6/reports') {
      const check = this.checks.get(url.searchParams.get('check_id') ?? '');
      if (!check) return { status: 404, body: { error: { type: 'resource_not_found', message: 'Not found' } } };
      return {
        status: 200,
        body: {
          reports: [
            { id: 'rep_doc', name: 'document', status: check.status, result: check.result, sub_result: check.documentSubResult },
            { id: 'rep_face', name: 'facial_similarity_photo', status: check.status, result: check.result, sub_result: null },
          ],
        },
      };
    }
    return { status: 404, body: { error: { type: 'resource_not_found', message: 'Not found' } } };
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}
