import { idParams, ok, pageQuery } from '@car-rental/domain/contract/common';
import {
  addFundTransactionBody,
  fundSummary,
  fundTransaction,
  fundTransactionPage,
  totalBenefitAnswer,
  unlockBenefitBody,
} from '@car-rental/domain/contract/fund';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { sessionOf } from '../auth/auth-hook.ts';
import { getTotalBenefit, lockBenefit, unlockBenefit } from './benefit.service.ts';
import { listFundTransactions, fundSummary as readSummary } from './fund.repository.ts';
import { addFundTransaction, deleteFundTransaction } from './fund.service.ts';

const tags = ['fund'];

export function registerFundRoutes(api: Api, deps: AppDeps): void {
  api.get(
    '/fund',
    {
      schema: {
        operationId: 'getFund',
        tags,
        summary: 'Fund cards: current balance, last update, total charges, transaction count',
        response: { 200: fundSummary },
      },
    },
    async () => readSummary(deps.db),
  );

  api.get(
    '/fund/transactions',
    {
      schema: {
        operationId: 'listFundTransactions',
        tags,
        summary: 'Fund transactions, newest first',
        querystring: pageQuery,
        response: { 200: fundTransactionPage },
      },
    },
    async (request) => listFundTransactions(deps.db, request.query),
  );

  api.post(
    '/fund/transactions',
    {
      schema: {
        operationId: 'addFundTransaction',
        tags,
        summary: 'Add Money (add_money) or Add Charge (add_charge)',
        body: addFundTransactionBody,
        response: { 201: fundTransaction },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addFundTransaction(actingFor(deps, request), request.body)),
  );

  api.delete(
    '/fund/transactions/:id',
    {
      schema: {
        operationId: 'deleteFundTransaction',
        tags,
        summary: 'Delete a manual fund transaction (entries posted by actions are refused)',
        params: idParams,
        response: { 200: ok },
      },
    },
    async (request) => {
      await deleteFundTransaction(actingFor(deps, request), request.params.id);
      return { ok: true as const };
    },
  );

  api.post(
    '/fund/benefit/unlock',
    {
      schema: {
        operationId: 'unlockBenefit',
        tags,
        summary: 'Unlock Total Benefit for this session with the PIN',
        body: unlockBenefitBody,
        response: { 200: totalBenefitAnswer },
      },
    },
    async (request) =>
      unlockBenefit(actingFor(deps, request), sessionOf(request), request.body.pin),
  );

  api.get(
    '/fund/benefit',
    {
      schema: {
        operationId: 'getTotalBenefit',
        tags,
        summary: 'Total Benefit, only once this session has unlocked it',
        response: { 200: totalBenefitAnswer },
      },
    },
    async (request) => getTotalBenefit(deps, sessionOf(request)),
  );

  api.post(
    '/fund/benefit/lock',
    {
      schema: {
        operationId: 'lockBenefit',
        tags,
        summary: 'Lock Total Benefit again for this session',
        response: { 200: ok },
      },
    },
    async (request) => {
      await lockBenefit(actingFor(deps, request), sessionOf(request));
      return { ok: true as const };
    },
  );
}
