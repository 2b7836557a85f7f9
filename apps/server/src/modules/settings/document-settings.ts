import type {
  DocumentSettings,
  DocumentSettingsInput,
} from '@car-rental/domain/contract/documents';
import type { DocumentLanguage } from '@car-rental/domain/documents/labels';
import type { Language } from '@car-rental/domain/i18n/languages';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { settings } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';

/** issue 16: how the agency prints its documents (bilingual French + Arabic, or not) */
export async function readDocumentSettings(db: DbOrTx): Promise<DocumentSettings> {
  const [row] = await db
    .select({
      bilingual: settings.documentsBilingual,
      keepOriginalPhotos: settings.keepOriginalPhotos,
    })
    .from(settings)
    .where(eq(settings.id, 1));
  return {
    bilingual: row?.bilingual ?? false,
    keepOriginalPhotos: row?.keepOriginalPhotos ?? false,
  };
}

export async function saveDocumentSettings(
  db: DbOrTx,
  value: DocumentSettings,
  now: Date,
): Promise<void> {
  const values = {
    documentsBilingual: value.bilingual,
    keepOriginalPhotos: value.keepOriginalPhotos,
    updatedAt: now,
  };
  await db
    .insert(settings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: settings.id, set: values });
}

/** the language a document prints in: the one asked for, or French + Arabic when set so */
export async function documentLanguage(db: DbOrTx, asked: Language): Promise<DocumentLanguage> {
  return (await readDocumentSettings(db)).bilingual ? 'fr+ar' : asked;
}

/** the settings the change names (a key present but undefined is left out too) */
function defined(input: DocumentSettingsInput): Partial<DocumentSettings> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

/** Settings > Documents (owners): audited like the other settings */
export async function updateDocumentSettings(
  deps: AppDeps,
  input: DocumentSettingsInput,
): Promise<DocumentSettings> {
  return write(deps, async (tx, audit) => {
    const before = await readDocumentSettings(tx);
    await saveDocumentSettings(tx, { ...before, ...defined(input) }, deps.clock.now());
    const after = await readDocumentSettings(tx);
    audit.record({
      entity: 'settings',
      entityId: '1',
      before: { documents: before },
      after: { documents: after },
    });
    return after;
  });
}
