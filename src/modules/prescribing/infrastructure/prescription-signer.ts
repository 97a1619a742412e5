import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { AppConfig } from '../../../config/app-config';
import { keyFor, seal, unseal } from '../../../shared/crypto/sealed-secret';
import { CURRENT_CONTENT_VERSION, type ContentVersion, keyFingerprint, signedContent } from '../domain/prescription-signature';
import { PrescriptionLine } from './prescription-line.entity';
import { PrescriberSigningKey } from './prescriber-signing-key.entity';
import { Prescription } from './prescription.entity';

export type SignatureCheck = { status: 'valid' | 'invalid'; fingerprint: string; signedAt: Date } | { status: 'unsigned' };

/** Each prescriber's own Ed25519 key: made with their profile, sealed at rest, used to sign what they prescribe. */
@Injectable()
export class PrescriptionSigner {
  private readonly sealingKey: Buffer;

  constructor(
    private readonly em: EntityManager,
    config: AppConfig,
  ) {
    this.sealingKey = keyFor(config.get('SIGNING_KEY_SECRET'), 'prescriber-signing-key');
  }

  /** The prescriber's current key, made now if they have none (or theirs can no longer be opened). The caller flushes. */
  async currentKey(prescriberUserId: number): Promise<{ record: PrescriberSigningKey; privateKey: Buffer }> {
    const current = await this.em.findOne(PrescriberSigningKey, { prescriberUserId, retiredAt: null }, { orderBy: { id: 'desc' } });
    const privateKey = current && unseal(this.sealingKey, current.sealedPrivateKey);
    if (current && privateKey) return { record: current, privateKey };
    // Sealed under a SIGNING_KEY_SECRET since replaced: retire it (its public half still verifies) and make another.
    if (current) current.retiredAt = new Date();
    return this.newKey(prescriberUserId);
  }

  /** Signs a prescription and its lines, which have their ids (flushed); the caller flushes the signature. */
  async sign(prescription: Prescription, lines: readonly PrescriptionLine[]): Promise<void> {
    const { record, privateKey } = await this.currentKey(prescription.prescriberUserId);
    if (!record.id) await this.em.flush(); // a key made just now needs its id before the prescription names it
    const content = signedContent(prescription, CURRENT_CONTENT_VERSION, lines);
    const signature = sign(null, content, createPrivateKey({ key: privateKey, format: 'der', type: 'pkcs8' }));
    Object.assign(prescription, { signature: signature.toString('base64'), signingKeyId: record.id, signatureVersion: CURRENT_CONTENT_VERSION });
  }

  /** Checks the stored prescription against its signature, with the public key that made it. */
  async check(prescription: Prescription): Promise<SignatureCheck> {
    if (!prescription.signature || !prescription.signingKeyId) return { status: 'unsigned' };
    const key = await this.em.findOneOrFail(PrescriberSigningKey, prescription.signingKeyId);
    const publicKey = createPublicKey({ key: Buffer.from(key.publicKey, 'base64'), format: 'der', type: 'spki' });
    // Lines read afresh too: a changed line must fail the check as a changed particular does.
    const lines = await this.em.find(PrescriptionLine, { prescriptionId: prescription.id }, { refresh: true });
    const content = signedContent(prescription, (prescription.signatureVersion ?? 'prescription-v1') as ContentVersion, lines);
    const valid = key.prescriberUserId === prescription.prescriberUserId && verify(null, content, publicKey, Buffer.from(prescription.signature, 'base64'));
    return { status: valid ? 'valid' : 'invalid', fingerprint: key.fingerprint, signedAt: prescription.createdAt };
  }

  private newKey(prescriberUserId: number): { record: PrescriberSigningKey; privateKey: Buffer } {
    const pair = generateKeyPairSync('ed25519');
    const publicKey = pair.publicKey.export({ format: 'der', type: 'spki' });
    const privateKey = pair.privateKey.export({ format: 'der', type: 'pkcs8' });
    const record = this.em.create(PrescriberSigningKey, {
      prescriberUserId,
      publicKey: publicKey.toString('base64'),
      sealedPrivateKey: seal(this.sealingKey, privateKey),
      fingerprint: keyFingerprint(publicKey),
      createdAt: new Date(),
    });
    return { record, privateKey };
  }
}
