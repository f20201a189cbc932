// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type ConversionOptions, defaultConversionOptions, type TargetLanguage } from '@contract/sql-to-class';
import { convertSql } from './sql-to-class.logic';

const options = (language: TargetLanguage = 'csharp'): ConversionOptions => ({ ...defaultConversionOptions, language });

describe('convertSql', () => {
  it('names the dialect it understood and passes on the notes', async () => {
    const sql = 'SET ANSI_NULLS ON\nGO\nCREATE TABLE [dbo].[T]([Id] [int] IDENTITY(1,1) NOT NULL, [V] [rowversion] NOT NULL) ON [PRIMARY]\nGO';
    const outcome = await convertSql({ sql, dialect: 'auto', options: options() });
    expect(outcome).toMatchObject({ ok: true, summary: '1 class from SQL Server SQL' });
    expect(outcome.ok && outcome.notes).toEqual([
      'Read by the tolerant reader: T (the SQL Server parser stopped at line 3, column 64: unexpected "rowversion").',
      'Skipped in T: ON [PRIMARY].',
      'Ignored, not needed for classes: SET.',
    ]);
  });

  it('has no notes for plain DDL', async () => {
    expect(await convertSql({ sql: 'CREATE TABLE a (id INT PRIMARY KEY);', dialect: 'auto', options: options() })).toMatchObject({ ok: true, notes: [] });
  });

  it('never throws: a failure inside becomes a message', async () => {
    const outcome = await convertSql({ sql: 'CREATE TABLE a (id INT)', dialect: 'auto', options: options('cobol' as TargetLanguage) });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.message).toMatch(/^Could not convert this SQL: /);
  });

  it.each(['', '   \n'])('says the input is empty for %j', async (sql) => {
    expect(await convertSql({ sql, dialect: 'auto', options: options() })).toEqual({ ok: false, message: 'Input is empty.' });
  });
});
