import { type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  ApiError,
  downloadFile,
  ENDPOINTS,
  IMPORT_MAX_BYTES,
  type AdminProductsResponse,
  type ImportPreview,
  useAuth,
} from '@shop/shared';
import buttons from '../../../components/buttons.module.css';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import { useAdminData } from '../../../lib/adminApi';
import { useCatalogTree } from '../../../lib/catalog';
import { failed, type Outcome, succeeded } from '../../../lib/outcome';
import { FILES_TEXTS } from '../../../texts';
import { AccessGate } from '../../access';
import { SectionSelect, sectionChoices } from '../../products';
import { applyImport, previewImport, type PreviewOptions } from '../api/catalogueFiles';
import { FILES_PAGE_TEXTS as T } from '../texts';
import styles from './CatalogueFiles.module.css';
import { ImportPreviewSection } from './ImportPreviewSection';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * «Импорт и экспорт» (administrators): a YML or CSV file is chosen or dropped, checked by the server (a dry run)
 * and its report shown (`ImportPreviewSection`); «Применить» then applies exactly that file, once. A full import
 * says plainly that what the file does not name goes off sale. Below, the catalogue or a section is downloaded as CSV for Excel.
 */
export function CatalogueFilesPage() {
  const { isLoggedIn } = useAuth();
  // Who may use the page: the server's answer to an administrators' call.
  const access = useAdminData<AdminProductsResponse>(isLoggedIn ? ENDPOINTS.adminProducts('') : null);
  const { data: tree } = useCatalogTree();
  const sections = sectionChoices(tree);
  const [file, setFile] = useState<File | null>(null);
  const [options, setOptions] = useState<PreviewOptions>({ kind: '', full: false, section: '' });
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState<'checking' | 'applying' | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [applied, setApplied] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [exportSection, setExportSection] = useState('');
  const [exportFailed, setExportFailed] = useState(false);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const fileId = useId();
  const fileErrorId = useId();

  // The report is announced by moving the focus to its heading.
  useEffect(() => {
    if (preview) previewHeading.current?.focus();
  }, [preview]);

  const choose = (chosen: File | undefined) => {
    setPreview(null);
    setApplied(false);
    setOutcome(null);
    setFile(chosen ?? null);
    setFileError(chosen && chosen.size > IMPORT_MAX_BYTES ? T.tooLarge : null);
  };
  const change = (next: Partial<PreviewOptions>) => {
    setOptions((now) => ({ ...now, ...next }));
    setPreview(null);
    setApplied(false);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError(T.noFile);
    if (file.size > IMPORT_MAX_BYTES) return setFileError(T.tooLarge);
    setBusy('checking');
    setOutcome(null);
    setPreview(null);
    setApplied(false);
    try {
      setPreview(await previewImport(file, options));
    } catch (error) {
      setOutcome(failed(error));
    } finally {
      setBusy(null);
    }
  };
  const apply = async (confirmOffSale: boolean) => {
    if (!preview) return;
    setBusy('applying');
    try {
      const answer = await applyImport(preview.token, confirmOffSale);
      setApplied(true);
      setOutcome(succeeded(answer.message));
    } catch (error) {
      // A token taken already (another tab applied it) cannot be applied again either.
      if (error instanceof ApiError && error.status === 409) setApplied(true);
      setOutcome(failed(error));
    } finally {
      setBusy(null);
    }
  };
  const download = async () => {
    setExportFailed(false);
    const name = `katalog${exportSection ? `-${exportSection.replace(/\//g, '-')}` : ''}-${today()}.csv`;
    await downloadFile(ENDPOINTS.adminExport(exportSection || undefined), name).catch(() =>
      setExportFailed(true),
    );
  };

  return (
    <AccessGate
      error={access.error}
      loaded={access.data !== undefined}
      retry={() => void access.mutate()}
      loginNeeded={FILES_TEXTS.loginNeeded}
      noAccessHint={FILES_TEXTS.noAccessHint}
    >
      <section className={styles.section} aria-labelledby="files-import">
        <h2 id="files-import">{T.importHeading}</h2>
        <p>{T.importHint}</p>
        <form className={styles.form} onSubmit={check} noValidate aria-busy={busy === 'checking'}>
          <div
            className={`${styles.drop} ${dragging ? styles.dragging : ''}`}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
            data-testid="drop-zone"
          >
            <label htmlFor={fileId}>{T.file}</label>{' '}
            <input
              id={fileId}
              type="file"
              accept=".csv,.xml,.yml,text/csv,text/xml,application/xml"
              aria-invalid={Boolean(fileError)}
              aria-describedby={fileError ? fileErrorId : undefined}
              onChange={(event) => choose(event.target.files?.[0])}
            />
            <p>{file ? T.chosen(file.name) : T.drop}</p>
            {fileError && (
              <p id={fileErrorId} className={styles.warning}>
                {fileError}
              </p>
            )}
          </div>
          <label>
            {T.kind}{' '}
            <select
              value={options.kind}
              onChange={(event) => change({ kind: event.target.value as PreviewOptions['kind'] })}
            >
              <option value="">{T.kindAuto}</option>
              <option value="csv">CSV</option>
              <option value="yml">YML</option>
            </select>
          </label>
          <fieldset className={styles.modes}>
            <legend className={styles.legend}>{T.mode}</legend>
            {([false, true] as const).map((full) => (
              <label key={String(full)}>
                <input
                  type="radio"
                  name="full"
                  checked={options.full === full}
                  onChange={() => change({ full })}
                />{' '}
                {full ? T.full : T.partial}
              </label>
            ))}
          </fieldset>
          {options.full && (
            <>
              <p className={styles.warning}>{T.fullWarning}</p>
              <SectionSelect
                label={T.scope}
                empty={T.wholeCatalogue}
                sections={sections}
                value={options.section}
                onChange={(section) => change({ section })}
              />
            </>
          )}
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={busy !== null}>
              {busy === 'checking' ? T.checking : T.check}
            </button>
          </div>
        </form>
        {!preview && <OutcomeMessage outcome={outcome} />}
      </section>

      {preview && (
        <ImportPreviewSection
          key={preview.token}
          preview={preview}
          headingRef={previewHeading}
          busy={busy !== null}
          applying={busy === 'applying'}
          applied={applied}
          outcome={outcome}
          onApply={(confirmOffSale) => void apply(confirmOffSale)}
        />
      )}

      <section className={styles.section} aria-labelledby="files-export">
        <h2 id="files-export">{T.exportHeading}</h2>
        <p>{T.exportHint}</p>
        <div className={styles.form}>
          <SectionSelect
            label={T.exportSection}
            empty={T.wholeCatalogue}
            sections={sections}
            value={exportSection}
            onChange={setExportSection}
          />
          <div className={styles.actions}>
            <button type="button" className={buttons.button} onClick={() => void download()}>
              {T.download}
            </button>
          </div>
          {exportFailed && <p role="alert">{T.downloadFailed}</p>}
        </div>
      </section>
    </AccessGate>
  );
}
