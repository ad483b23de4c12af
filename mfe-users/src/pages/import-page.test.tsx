import { applyAppConfig, USER_PATHS } from '@scheduler/shared-auth';
import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import { CSV_IMPORT_MESSAGES, csvImportRefusedMessage, csvMeetingTimesText } from '@scheduler/shared-domain/csv-import';
import { answer, Refusal, requestsTo } from '@scheduler/shared-ui/mock-network';
import { lastAnnouncement, renderAt, signInAs, testConfig } from '@scheduler/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImportPage } from './import-page';

const admin = fakeCurrentUser('Admin');
const CSV = '_id,team,venue,meetingDate,startTime,endTime,comments\r\nKickoff,Data Science,Main Hall,2030-05-06,,,\r\n';
const csvFile = (text = CSV) => new File([text], 'meetings.csv', { type: 'application/vnd.ms-excel' });

beforeEach(() => signInAs(admin));

async function chooseFile(kind: string, file: File) {
  renderAt(USER_PATHS.import.to(), <ImportPage />);
  await userEvent.selectOptions(screen.getByLabelText('List'), kind);
  await userEvent.upload(screen.getByLabelText('CSV file'), file);
}

describe('the Import page', () => {
  it('checks the chosen file first and lists each broken rule by row and column, importing nothing', async () => {
    answer('POST', '/import/meetings', {
      rows: 3,
      errors: [
        {
          row: 2,
          field: '_id',
          message: 'Meeting Id must consist only of a-z A-Z 0-9 space and underscore characters',
        },
        { row: 4, field: 'team', message: 'There is no team Nowhere.' },
      ],
    });
    await chooseFile('meetings', csvFile());

    // What the check found takes the focus from the file field, which was busy meanwhile.
    expect(
      await screen.findByRole('heading', { name: 'The file holds 3 rows; 2 of them break a rule.' }),
    ).toHaveFocus();
    const table = screen.getByRole('table', { name: 'The rows that break a rule, each with its first broken rule.' });
    const teamRow = within(table).getByText('There is no team Nowhere.').closest('tr') as HTMLElement;
    expect(within(teamRow).getByText('4')).toBeInTheDocument();
    expect(within(teamRow).getByText('team')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    const [preview] = requestsTo('POST', '/import/meetings');
    expect(preview).toMatchObject({ search: '?preview=1', authorization: `Bearer ${admin.token}` });
    expect(await new Blob([preview?.body as Blob]).text()).toBe(CSV);
    // The input lets go of the refused file, so choosing it again once corrected is a change that is checked.
    expect(screen.getByLabelText('CSV file')).toHaveValue('');
  });

  it("says how meetings' times are written, on the group's clock, when the list is Meetings", async () => {
    applyAppConfig(testConfig);
    renderAt(USER_PATHS.import.to(), <ImportPage />);
    expect(screen.queryByText(/startTime/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('List'), 'meetings');
    expect(screen.getByText(csvMeetingTimesText('Europe/Warsaw'))).toBeVisible();
  });

  it('keeps a file that is ready to import chosen', async () => {
    answer('POST', '/import/venues', { rows: 2, errors: [] });
    await chooseFile('venues', csvFile());
    expect(await screen.findByRole('button', { name: 'Import 2 rows' })).toBeEnabled();
    expect(screen.getByLabelText('CSV file')).not.toHaveValue('');
  });

  it('imports a file without a broken rule, all its rows, and says so', async () => {
    answer('POST', '/import/venues', { rows: 2, errors: [] }, { rows: 2, errors: [] });
    await chooseFile('venues', csvFile());

    await userEvent.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByText('2 rows imported into Venues.')).toHaveFocus();
    expect(lastAnnouncement()).toBe('2 rows imported into Venues.');
    expect(requestsTo('POST', '/import/venues').map((request) => request.search)).toEqual(['?preview=1', '']);
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });

  it('shows a refused import, or a refused file, in the red alert', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    answer('POST', '/import/users', { rows: 1, errors: [] }, new Refusal(400, csvImportRefusedMessage(1)));
    await chooseFile('users', csvFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Import 1 row' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(csvImportRefusedMessage(1));
  });

  it('refuses a file over the limit without sending it', async () => {
    const tooLarge = csvFile();
    Object.defineProperty(tooLarge, 'size', { value: 6 * 1024 * 1024 });
    await chooseFile('teams', tooLarge);
    expect(await screen.findByRole('alert')).toHaveTextContent(CSV_IMPORT_MESSAGES.tooLarge);
    expect(requestsTo('POST', '/import/teams')).toEqual([]);
  });

  it('downloads the template of the chosen list with the token', async () => {
    answer('GET', '/import/:kind/template.csv', new Blob(['\uFEFF_id,description\r\n'], { type: 'text/csv' }));
    jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:template');
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAt(USER_PATHS.import.to(), <ImportPage />);
    await userEvent.selectOptions(screen.getByLabelText('List'), 'teams');
    await userEvent.click(screen.getByRole('button', { name: 'Download the template' }));
    expect(await screen.findByRole('button', { name: 'Download the template' })).toBeEnabled();
    expect(requestsTo('GET', '/import/teams/template.csv')).toEqual([
      expect.objectContaining({ authorization: `Bearer ${admin.token}` }),
    ]);
    expect(saved).toEqual(['teams.csv']);
  });
});
