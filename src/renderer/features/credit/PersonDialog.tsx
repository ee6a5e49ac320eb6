import { Text } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useDict } from '../../components/useDict';
import type { ButtonContext } from '../../platform/buttons';
import { taskOf } from '../actions';
import { CreditFormDialog, CreditLoading } from './CreditFormDialog';
import { usePersonRecord } from './queries';
import { valuesOf } from './values';
import { CREDIT_DICT } from '../../../shared/credit/constants';
import { CREDIT_PERSON_FORM } from '../../../shared/credit/form';
import { creditPersonFieldIssue } from '../../../shared/credit/rules';

// 个人失信基本信息 (spec 01 §2-§9): the task's record (xygkGrsx) copied into the form, or an empty
// form; the person type from XFJD_XYGK_PERSONTYPE, asked for once when the dialog is created;
// '<label>不能为空' on blur, input and change; GSQ a whole number 1-12, else '请输入数字1至12！' and
// the entry cleared; the resident ID's check digit named when wrong (beyond the spec). 确定 saves by
// the generic save 4653 (update with the record's ID, else create); main adds the task and the
// officer's brigade (ZGDWID, ZGDWMC).

export function PersonDialog({ ctx }: { ctx: ButtonContext }): ReactElement {
  // Created with the dialog, once: the select's options come from the same cached read.
  useDict(CREDIT_DICT.personType);
  const query = usePersonRecord(ctx.call, taskOf(ctx));
  const read = query.data;
  if (read === undefined)
    return <CreditLoading title={M.creditPersonTitle} query={query} onClose={ctx.close} />;
  const { record, refusal } = read.data;
  return (
    <CreditFormDialog
      ctx={ctx}
      title={M.creditPersonTitle}
      definition={CREDIT_PERSON_FORM}
      issue={creditPersonFieldIssue}
      initial={valuesOf(CREDIT_PERSON_FORM, record)}
      read={read}
      refusal={refusal}
      notices={<Text size={200}>{M.creditPersonIntro}</Text>}
      save={(values) =>
        ctx.call('credit:savePerson', {
          ...taskOf(ctx),
          ...(record?.ID ? { ID: record.ID } : {}),
          values,
        })
      }
    />
  );
}
