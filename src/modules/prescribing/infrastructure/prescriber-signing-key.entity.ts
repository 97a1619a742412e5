import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';

/**
 * A prescriber's Ed25519 key pair. The private key is sealed (SIGNING_KEY_SECRET) and only ever
 * opened to sign their own approval; the public key stays in the clear, so every prescription
 * it signed can be verified for as long as the prescription is kept, even after the key retires.
 */
@Entity({ tableName: 'prescriber_signing_key' })
export class PrescriberSigningKey {
  @PrimaryKey()
  id!: number;

  /** The prescriber (a staff user, identity context), by id. */
  @Property()
  @Index()
  prescriberUserId!: number;

  /** SPKI, DER, base64. */
  @Property({ type: 'text' })
  publicKey!: string;

  /** PKCS#8, DER, sealed (shared/crypto/sealed-secret.ts). */
  @Property({ type: 'text' })
  sealedPrivateKey!: string;

  @Property({ length: 40 })
  fingerprint!: string;

  /** Set when a newer key replaced it (its private half could no longer be opened, say). */
  @TimestampProperty({ nullable: true })
  retiredAt?: Date;

  @TimestampProperty()
  createdAt: Date = new Date();
}
