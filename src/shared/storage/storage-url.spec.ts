import { storagePathOf, storageUrl } from './storage-url';

describe('storage links', () => {
  it('maps a storage path to its authorised link and back', () => {
    expect(storageUrl('photos/12/a.jpg')).toBe('/storage/photos/12/a.jpg');
    expect(storagePathOf('/storage/photos/12/a.jpg')).toBe('photos/12/a.jpg');
    expect(storagePathOf('photos/12/a.jpg')).toBe('photos/12/a.jpg');
  });
});
