import { useState } from 'react';
import { getErrorMessage } from '@guildhall/shared-session';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { downloadFile, exportFileName, toCsv, type CsvColumn, type ExportFormat } from './export-file';

export interface ExportSpec<Row> {
  /** 'applications' or 'contacts': the file name's prefix. */
  prefix: string;
  csvColumns: readonly CsvColumn<Row>[];
  json(row: Row): object;
}

interface ExportDialogProps<Row> {
  title: string;
  spec: ExportSpec<Row>;
  /** What the list shows now (filters, search and sort applied). */
  currentView: readonly Row[];
  /** Every record, whatever the filters. */
  loadAll(): Promise<readonly Row[]>;
  onClose(): void;
}

/** Export: the current view or all data, as CSV or JSON; 'No data to export' when the chosen set is empty. */
export function ExportDialog<Row>({ title, spec, currentView, loadAll, onClose }: ExportDialogProps<Row>) {
  const [scope, setScope] = useState<'current' | 'all'>('current');
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const exportNow = async () => {
    setProblem('');
    setBusy(true);
    try {
      const rows = scope === 'current' ? currentView : await loadAll();
      if (rows.length === 0) {
        setProblem('No data to export');
        return;
      }
      const content = format === 'csv' ? toCsv(spec.csvColumns, rows) : JSON.stringify(rows.map(spec.json), null, 2);
      downloadFile(exportFileName(spec.prefix, format), content, format);
      onClose();
    } catch (error) {
      setProblem(getErrorMessage(error, 'Export failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="export-title" fullWidth maxWidth="xs">
      <DialogTitle id="export-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id="export-scope">Data</FormLabel>
            <RadioGroup
              aria-labelledby="export-scope"
              value={scope}
              onChange={(_, value) => setScope(value as 'current' | 'all')}
            >
              <FormControlLabel value="current" control={<Radio />} label={`Current view (${currentView.length})`} />
              <FormControlLabel value="all" control={<Radio />} label="All data" />
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id="export-format">Format</FormLabel>
            <RadioGroup
              row
              aria-labelledby="export-format"
              value={format}
              onChange={(_, value) => setFormat(value as ExportFormat)}
            >
              <FormControlLabel value="csv" control={<Radio />} label="CSV" />
              <FormControlLabel value="json" control={<Radio />} label="JSON" />
            </RadioGroup>
          </FormControl>
          {problem && <Alert severity="warning">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={exportNow} disabled={busy}>
          {busy ? 'Exporting...' : 'Export'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
