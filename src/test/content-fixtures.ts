import { TEST_USER_ID } from '@/test/auth';

/** Article 42 as the server returns it: a fresh draft by the signed-in test user. */
export const draftArticle = {
  id: 42,
  title: 'Città in festa',
  slug: 'citta-in-festa',
  content: '',
  status: 'draft',
  cover_image_url: null,
  author_id: TEST_USER_ID,
  published_at: null,
  pinned: false,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};
