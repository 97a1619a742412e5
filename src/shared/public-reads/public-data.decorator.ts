const PUBLIC_DATA = Symbol('shop:public-data');

/**
 * Marks an entity whose rows the public pages show (the catalogue, the prescribers on the
 * team page, the responsible pharmacist in the footer): a flush that changes one bumps the
 * public data version, which empties every process's cache of public reads and pages.
 * A change made around the ORM (a native update or raw SQL) says so itself:
 * `PublicDataWatch.publicDataChanged(em)`.
 */
export const PublicData = (): ClassDecorator => (target) => {
  Reflect.defineMetadata(PUBLIC_DATA, true, target);
};

export function isPublicData(entity: object): boolean {
  return Reflect.getMetadata(PUBLIC_DATA, entity.constructor) === true;
}
