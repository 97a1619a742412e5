export interface DayGroup<T> {
  day: string;
  photos: T[];
}

/** Photos under their day (yyyy-MM-dd), keeping the order they came in (newest first). */
export function groupByDay<T extends { day: string }>(photos: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const photo of photos) {
    const last = groups[groups.length - 1];
    if (last?.day === photo.day) last.photos.push(photo);
    else groups.push({ day: photo.day, photos: [photo] });
  }
  return groups;
}
