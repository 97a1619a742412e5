/** A notice another context sent by email that also goes by text (messaging's own, after the commit). */
export class NoticeToText {
  constructor(
    readonly userId: number,
    /** A text template's name (sms-templates.ts). */
    readonly template: string,
    readonly data: Record<string, string>,
  ) {}
}
