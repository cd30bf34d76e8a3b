import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

export interface TableData {
  /** The first column's heading ("Day", "Locale"…). */
  rowHeading: string;
  rows: ReadonlyArray<{ key: string; label: string }>;
  columns: ReadonlyArray<{ label: string; values: readonly string[] }>;
}

interface ChartFigureProps {
  title: string;
  /** The series' names, in their colours: the chart's legend. */
  legend: readonly string[];
  chart: ReactNode;
  table: TableData;
  /** The data has not arrived: the frame keeps its size and says so. */
  loading?: boolean;
  testId?: string;
}

/**
 * A chart with its numbers beside it: the drawing is hidden from assistive technology, and the table that holds the
 * same numbers is always in the document (visually hidden until "Show the numbers"), so a screen reader reads
 * the table and a sighted visitor can open it too.
 */
export function ChartFigure({ title, legend, chart, table, loading = false, testId }: ChartFigureProps) {
  const { t } = useTranslation(NAMESPACE);
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <figure className="chart-figure" aria-labelledby={titleId} aria-busy={loading} data-testid={testId}>
      <div className="chart-figure__head">
        <h3 id={titleId}>{title}</h3>
        <button
          type="button"
          className="button button--ghost chart-figure__toggle"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? t('chart.hideTable') : t('chart.showTable')}
        </button>
      </div>
      {legend.length > 1 && (
        <ul className="chart-figure__legend">
          {legend.map((label, index) => (
            <li key={label}>
              <span className={`chart-figure__swatch chart-figure__swatch--${index % 3}`} />
              {label}
            </li>
          ))}
        </ul>
      )}
      <div className="chart-figure__drawing">
        {chart}
        {loading && (
          <p className="chart-figure__status" role="status">
            {t('chart.loading')}
          </p>
        )}
      </div>
      <div id={tableId} className={showTable ? 'chart-figure__table' : 'visually-hidden'}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{table.rowHeading}</th>
              {table.columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {table.columns.map((column) => (
                  <td key={column.label}>{column.values[index]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
